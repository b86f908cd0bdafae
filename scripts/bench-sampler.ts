/**
 * A latency sampler for the reading and ZIP benchmarks, run in a child process so that its
 * requests never share an event loop with the server under test: on `start` it asks one URL every
 * `pollMs` (open loop: a new request each tick, answered or not) until `stop`, then answers the
 * sorted latencies (ms) and the number of failed requests.
 */
export interface SamplerStart {
  start: { url: string; headers: Record<string, string>; pollMs: number };
}
export interface SamplerResult {
  latencies: number[];
  errors: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let polling = false;
let run: Promise<SamplerResult> | null = null;

async function sample({ url, headers, pollMs }: SamplerStart['start']): Promise<SamplerResult> {
  const latencies: number[] = [];
  let errors = 0;
  const inFlight = new Set<Promise<void>>();
  while (polling) {
    const request = (async () => {
      const started = performance.now();
      try {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(String(response.status));
        latencies.push(performance.now() - started);
      } catch {
        errors += 1;
      }
    })();
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
    await sleep(pollMs);
  }
  await Promise.all(inFlight);
  return { latencies: latencies.sort((a, b) => a - b), errors };
}

process.on('message', (message: SamplerStart | { stop: true }) => {
  if ('start' in message) {
    polling = true;
    run = sample(message.start);
  } else {
    polling = false;
    void run!.then((result) => process.send!({ result }));
  }
});

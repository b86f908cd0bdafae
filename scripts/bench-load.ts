/**
 * The load generator of `npm run bench`, run in a child process (forked by scripts/bench.ts) so
 * that generating load never shares an event loop with the server under test. It receives one
 * job per message, runs autocannon over loopback and answers with the latency percentiles
 * computed from every response (autocannon's own summary has no p95).
 */
import autocannon from 'autocannon';

export interface LoadJob {
  url: string;
  paths: string[];
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  /** Whether this run only warms up (JIT, caches) and is not reported. */
  warmUp?: boolean;
}

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  /** Mean bytes of a response on the wire (headers included, compressed when it was). */
  bytesPerResponse: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : 0;

export function runLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let errors = 0;
    const started = process.hrtime.bigint();
    const instance = autocannon(
      {
        url: job.url,
        connections: job.connections,
        duration: job.seconds,
        headers: job.headers,
        requests: job.paths.map((path) => ({ method: 'GET', path })),
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          requests: latencies.length,
          errors: errors + result.errors + result.timeouts,
          seconds: Number(process.hrtime.bigint() - started) / 1e9,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          bytesPerResponse: result.requests.total
            ? result.throughput.total / result.requests.total
            : 0,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode !== 200) errors += 1;
    });
  });
}

process.on('message', (job: LoadJob) => {
  runLoad(job).then(
    (result) => process.send?.({ result }),
    (error: Error) => process.send?.({ error: error.stack ?? String(error) }),
  );
});

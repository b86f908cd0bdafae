/**
 * The client of the ZIP benchmark (scripts/bench-zip.ts), in a child process: downloads the ZIP
 * at about `mbPerSecond` (a slow-ish reader: the server must wait for it, not buffer ahead) and
 * answers its status, bytes, `Content-Length` and duration.
 */
export interface ZipClientJob {
  url: string;
  headers: Record<string, string>;
  mbPerSecond: number;
}
export interface ZipClientResult {
  status: number;
  bytes: number;
  contentLength: number;
  ms: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function download({ url, headers, mbPerSecond }: ZipClientJob): Promise<ZipClientResult> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  let bytes = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    const due = (bytes / (mbPerSecond * 1024 * 1024)) * 1000;
    const ahead = due - (performance.now() - started);
    if (ahead > 0) await sleep(ahead);
  }
  return {
    status: response.status,
    bytes,
    contentLength: Number(response.headers.get('content-length')),
    ms: performance.now() - started,
  };
}

process.on('message', (job: ZipClientJob) => {
  download(job).then(
    (result) => process.send!({ result }),
    (error: Error) => process.send!({ error: error.stack ?? String(error) }),
  );
});

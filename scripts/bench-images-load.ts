/**
 * The client of the image benchmark (scripts/bench-images.ts), run in a child process so that
 * making the photos, sending them and timing `/health` never share an event loop with the server
 * under test. One job per message: make a photo of `width` × `height`, then ask `/health` every
 * `pollMs` (open loop: a new request each tick, whether or not the last one has answered) from
 * `quietMs` before the uploads start until `quietMs` after the last one has answered, and send
 * the photo once per session, all at once. Only the `/health` requests sent while the uploads
 * were running are counted.
 */
import { photoOf } from '../apps/api/src/testing/images.ts';

export interface ImageLoadJob {
  url: string;
  /** Access tokens, one per upload (each user uploads one photo). */
  sessions: { userId: string; token: string }[];
  format: 'jpeg' | 'png';
  width: number;
  height: number;
  pollMs: number;
  quietMs: number;
  /** With no session: count `/health` alone for this long (the control, at the same load). */
  controlMs?: number;
}

export interface ImageLoadResult {
  /** Bytes of each photo sent. */
  photoBytes: number;
  /** Status and duration (ms) of each upload. */
  uploads: { status: number; ms: number }[];
  /** `/health` latencies (ms) of the requests sent while the uploads ran, sorted. */
  health: number[];
  /** `/health` requests that failed or did not answer 200. */
  healthErrors: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function upload(job: ImageLoadJob, session: ImageLoadJob['sessions'][number], photo: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([photo], { type: `image/${job.format}` }), `foto.${job.format}`);
  const started = performance.now();
  const response = await fetch(`${job.url}/v1/users/me/avatar`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${session.token}`, user: session.userId },
    body: form,
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

export async function runImageLoad(job: ImageLoadJob): Promise<ImageLoadResult> {
  // A smooth gradient (JPEG) or flat blocks of 100 px (PNG): both under 2 MB at 6000 × 6000, and
  // both cost a full decode of every pixel.
  const photo =
    job.sessions.length > 0
      ? await photoOf(job.format, job.width, job.height, job.format === 'png' ? 100 : 10)
      : Buffer.alloc(0);
  const health: number[] = [];
  let healthErrors = 0;
  let counting = false;
  const inFlight = new Set<Promise<void>>();
  let polling = true;
  const poll = async () => {
    const counted = counting;
    const started = performance.now();
    try {
      const response = await fetch(`${job.url}/health`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`/health: ${response.status}`);
      if (counted) health.push(performance.now() - started);
    } catch {
      if (counted) healthErrors += 1;
    }
  };
  const poller = (async () => {
    while (polling) {
      const request = poll();
      inFlight.add(request);
      void request.finally(() => inFlight.delete(request));
      await sleep(job.pollMs);
    }
  })();
  await sleep(job.quietMs);
  counting = true;
  const uploads = await Promise.all(job.sessions.map((session) => upload(job, session, photo)));
  if (job.sessions.length === 0) await sleep(job.controlMs ?? 0);
  counting = false;
  await sleep(job.quietMs);
  polling = false;
  await poller;
  await Promise.all(inFlight);
  return { photoBytes: photo.length, uploads, health: health.sort((a, b) => a - b), healthErrors };
}

process.on('message', (job: ImageLoadJob) => {
  runImageLoad(job).then(
    (result) => process.send!({ result }),
    (error: Error) => process.send!({ error: error.stack ?? String(error) }),
  );
});

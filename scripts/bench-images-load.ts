/**
 * The client of the image benchmark (scripts/bench-images.ts), run in a child process so that
 * making the photos, sending them and timing `/health` never share an event loop with the server
 * under test. One job per message: make `count` photos of `width` × `height`, then ask `/health`
 * every `pollMs` (open loop: a new request each tick, whether or not the last one has answered)
 * from `quietMs` before the uploads start until `quietMs` after the last one has answered, and
 * send every photo at once, each as a different user.
 */
import sharp from 'sharp';

export interface ImageLoadJob {
  url: string;
  /** Access tokens, one per upload (each user uploads one photo). */
  sessions: { userId: string; token: string }[];
  format: 'jpeg' | 'png';
  width: number;
  height: number;
  pollMs: number;
  quietMs: number;
}

export interface ImageLoadResult {
  /** Bytes of each photo sent. */
  photoBytes: number;
  /** Status and duration (ms) of each upload. */
  uploads: { status: number; ms: number }[];
  /** `/health` latencies (ms) while the uploads ran, sorted. */
  health: number[];
  /** `/health` requests that failed or did not answer 200. */
  healthErrors: number;
}

/**
 * A photo-like image that fits the 2 MB limit: a smooth gradient (JPEG) or a mosaic of flat
 * blocks (PNG; a smooth gradient would not compress under 2 MB at this size). Both cost a full
 * decode of width × height pixels.
 */
export async function makePhoto(
  format: 'jpeg' | 'png',
  width: number,
  height: number,
): Promise<Buffer> {
  const step = format === 'jpeg' ? 10 : 100;
  const w = Math.ceil(width / step);
  const h = Math.ceil(height / step);
  const raw = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      raw[i] = (x * 7) % 256;
      raw[i + 1] = (y * 5) % 256;
      raw[i + 2] = ((x + y) * 3) % 256;
    }
  const image = sharp(raw, { raw: { width: w, height: h, channels: 3 } }).resize(width, height, {
    kernel: format === 'jpeg' ? 'linear' : 'nearest',
  });
  return format === 'jpeg' ? image.jpeg({ quality: 80 }).toBuffer() : image.png().toBuffer();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function upload(
  job: ImageLoadJob,
  session: ImageLoadJob['sessions'][number],
  photo: Buffer,
) {
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
  const photo = await makePhoto(job.format, job.width, job.height);
  const health: number[] = [];
  let healthErrors = 0;
  const inFlight = new Set<Promise<void>>();
  let polling = true;
  const poll = async () => {
    const started = performance.now();
    try {
      const response = await fetch(`${job.url}/health`);
      await response.arrayBuffer();
      if (response.status === 200) health.push(performance.now() - started);
      else healthErrors += 1;
    } catch {
      healthErrors += 1;
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
  const uploads = await Promise.all(job.sessions.map((session) => upload(job, session, photo)));
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

// The report renderer's thread (render-report.ts starts it). The renderers are TypeScript: the
// thread registers tsx's loader for itself (a worker does not inherit the parent's hooks, and
// under Vitest the parent has none), so it loads the same under Vitest, tsx and `npm start`.
// One request at a time: { id, document, format, verificationCode } → { id, ok, data | message }.
import { parentPort } from 'node:worker_threads';
import os from 'node:os';
import { register } from 'tsx/esm/api';

// Rendering may wait; the requests of the main thread may not. On Linux the nice value is per
// thread: this lowers only this one.
if (process.platform === 'linux') {
  try {
    os.setPriority(5);
  } catch {
    // Not allowed here: the thread runs at the process's priority.
  }
}

register();
const { renderInThread } = await import('./render-thread.ts');

parentPort.on('message', async ({ id, document, format, verificationCode }) => {
  try {
    const buffer = await renderInThread(document, format, verificationCode);
    // Handed over, not copied: a view of its own buffer (pdfkit's chunks may share a pool).
    const data = new Uint8Array(buffer);
    parentPort.postMessage({ id, ok: true, data }, [data.buffer]);
  } catch (error) {
    parentPort.postMessage({
      id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
parentPort.postMessage({ ready: true });

/**
 * The client of the uploads benchmark (scripts/bench-uploads.ts), in a child process so that
 * making the files and sending them never weigh on the server's memory or event loop: makes
 * `files` PDFs of about `bytes` each (one text page, the rest an attachment of random bytes: every
 * file different), then sends them to the data room's bulk endpoint, `concurrency` at a time.
 */
import { randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';

export interface UploadsLoadJob {
  /** `http://127.0.0.1:port/v1/diligences/:id/entities/:entityId/files`. */
  url: string;
  headers: Record<string, string>;
  files: number;
  bytes: number;
  concurrency: number;
}

export interface UploadsLoadResult {
  /** Status and duration (ms) of each upload. */
  uploads: { status: number; ms: number }[];
  fileBytes: number;
  totalMs: number;
}

async function pdfOf(bytes: number, n: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText(`Arquivo de bench ${n}`, { x: 50, y: 780, size: 12, font });
  await pdf.attach(randomBytes(bytes - 2048), `anexo-${n}.bin`, {
    mimeType: 'application/octet-stream',
  });
  return Buffer.from(await pdf.save());
}

export async function runUploads(job: UploadsLoadJob): Promise<UploadsLoadResult> {
  const files = await Promise.all(Array.from({ length: job.files }, (_, i) => pdfOf(job.bytes, i)));
  const uploads: UploadsLoadResult['uploads'] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < files.length) {
      const i = next++;
      const form = new FormData();
      form.append('file', new Blob([files[i]!], { type: 'application/pdf' }), `Arquivo ${i}.pdf`);
      const t0 = performance.now();
      const response = await fetch(job.url, { method: 'POST', headers: job.headers, body: form });
      await response.arrayBuffer();
      uploads.push({ status: response.status, ms: performance.now() - t0 });
    }
  };
  await Promise.all(Array.from({ length: job.concurrency }, worker));
  return { uploads, fileBytes: files[0]!.length, totalMs: performance.now() - started };
}

process.on('message', (job: UploadsLoadJob) => {
  runUploads(job).then(
    (result) => process.send!({ result }),
    (error: Error) => process.send!({ error: error.stack ?? String(error) }),
  );
});

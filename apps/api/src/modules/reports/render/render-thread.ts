import type { ReportDocument } from '@lince/contracts/report-document';
import { renderDocx } from './docx-report.ts';
import { renderPdf } from './pdf-report.ts';

export type ReportFormat = 'PDF' | 'DOCX';

/** What the rendering thread does with one request (render-worker.mjs loads this module). */
export function renderInThread(
  document: ReportDocument,
  format: ReportFormat,
  verificationCode: string,
): Promise<Buffer> {
  return format === 'PDF'
    ? renderPdf(document, verificationCode)
    : renderDocx(document, verificationCode);
}

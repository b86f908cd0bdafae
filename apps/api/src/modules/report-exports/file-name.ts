import type { DiligenceReportRow } from '@lince/db';

const EXTENSIONS = { PDF: 'pdf', DOCX: 'docx' } as const;

/** The day in São Paulo, `dd-mm-aaaa` (a file name holds no slash). */
const dayOf = (date: Date) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' })
    .format(date)
    .replaceAll('/', '-');

/** "Relatório DD-2026-0001 (26-11-2026).pdf" — "Relatório personalizado …" for a custom one. */
export function reportFileName(
  diligenceCode: string,
  report: Pick<DiligenceReportRow, 'format' | 'kind' | 'createdAt'>,
): string {
  const title = report.kind === 'PERSONALIZADO' ? 'Relatório personalizado' : 'Relatório';
  return `${title} ${diligenceCode} (${dayOf(report.createdAt)}).${EXTENSIONS[report.format]}`;
}

import {
  DILIGENCE_PURPOSE_LABELS,
  DILIGENCE_STATUS_LABELS,
  FINDING_SEVERITY_LABELS,
  RISK_LABELS,
  SLA_STATUSES,
  type Indicators,
} from '@lince/contracts';
import ExcelJS from 'exceljs';

/**
 * The indicators as a workbook: one sheet per indicator plus the filters, Portuguese headers.
 * Number formats are stored as XLSX codes, which are locale-independent (`.` decimal, `,`
 * thousands): Excel or LibreOffice in Portuguese shows `#,##0.00` as 1.234,56, `0.0%` as 12,5%
 * and `dd/mm/yyyy` as 31/12/2026. Dates are real dates (serial numbers), not text.
 */

const COUNT = '#,##0';
const DAYS = '#,##0.00';
const PERCENT = '0.0%';
const DAY = 'dd/mm/yyyy';
const MONTH = 'mm/yyyy';

interface Column {
  header: string;
  width?: number;
  numFmt?: string;
}

type Cell = string | number | Date | null;

/** A day `aaaa-mm-dd` as the date cell of that day (UTC midnight: Excel dates have no zone). */
const dateCell = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

const BRASILIA_CLOCK = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'medium',
});
/** An instant as the date-time cell of Brasília's wall clock at that instant. */
const brasiliaCell = (iso: string) =>
  new Date(`${BRASILIA_CLOCK.format(new Date(iso)).replace(' ', 'T')}Z`);

function addSheet(workbook: ExcelJS.Workbook, name: string, columns: Column[], rows: Cell[][]) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width ?? Math.max(14, c.header.length + 4),
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
}

const number = (header: string, numFmt = COUNT): Column => ({ header, numFmt });

/** The workbook's bytes. `ownerName`: the owner filter's name, when one is set. */
export async function indicatorsWorkbook(
  indicators: Indicators,
  ownerName: string | null,
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Lince';
  workbook.created = new Date(indicators.generatedAt);
  const { period, filters } = indicators;

  addSheet(
    workbook,
    'Filtros',
    [
      { header: 'Filtro', width: 24 },
      { header: 'Valor', width: 36 },
    ],
    [
      ['Data inicial', dateCell(period.from)],
      ['Data final', dateCell(period.to)],
      ['Finalidade', filters.purpose ? DILIGENCE_PURPOSE_LABELS[filters.purpose] : 'Todas'],
      ['Responsável', filters.ownerId ? (ownerName ?? filters.ownerId) : 'Todos'],
      ['Gerado em', brasiliaCell(indicators.generatedAt)],
    ],
  );
  const filterSheet = workbook.getWorksheet('Filtros')!;
  for (const row of [2, 3]) filterSheet.getCell(row, 2).numFmt = DAY;
  filterSheet.getCell(6, 2).numFmt = 'dd/mm/yyyy hh:mm';

  const { byStatus } = indicators;
  addSheet(
    workbook,
    'Situação',
    [{ header: 'Situação', width: 26 }, number('Diligências criadas no período')],
    [
      ...byStatus.columns.map((c) => [DILIGENCE_STATUS_LABELS[c.status], c.count]),
      [DILIGENCE_STATUS_LABELS.CANCELADA, byStatus.canceled],
      ['Total', byStatus.total],
    ],
  );

  addSheet(
    workbook,
    'Por mês',
    [{ header: 'Mês', numFmt: MONTH }, number('Criadas'), number('Concluídas')],
    indicators.byMonth.map((m) => [dateCell(`${m.month}-01`), m.created, m.concluded]),
  );

  const { leadTime } = indicators;
  addSheet(
    workbook,
    'Tempo de conclusão',
    [
      { header: 'Finalidade', width: 18 },
      number('Concluídas'),
      number('Média (dias)', DAYS),
      number('Mediana (dias)', DAYS),
      number('Percentil 90 (dias)', DAYS),
    ],
    [
      { label: 'Todas', ...leadTime.overall },
      ...leadTime.byPurpose.map((p) => ({ label: DILIGENCE_PURPOSE_LABELS[p.purpose], ...p })),
    ].map((p) => [p.label, p.count, p.averageDays, p.medianDays, p.p90Days]),
  );

  addSheet(
    workbook,
    'SLA',
    [
      { header: 'Coluna', width: 24 },
      number('SLA (dias)'),
      number('Saídas da coluna'),
      number('Dentro do SLA'),
      number('Cumprimento', PERCENT),
      number('Tempo médio (dias)', DAYS),
    ],
    indicators.sla.map((s) => [
      DILIGENCE_STATUS_LABELS[s.status],
      s.slaDays,
      s.left,
      s.withinSla,
      s.share,
      s.averageDays,
    ]),
  );

  const { risk } = indicators;
  addSheet(
    workbook,
    'Risco',
    [{ header: 'Risco', width: 20 }, number('Diligências concluídas')],
    [
      ...risk.ratings.map((r) => [RISK_LABELS[r.rating], r.count]),
      ['Sem classificação', risk.unrated],
      ['Total', risk.total],
    ],
  );

  addSheet(
    workbook,
    'Apontamentos',
    [
      { header: 'Apontamento', width: 48 },
      number('Ocorrências'),
      number('Diligências'),
      ...Object.values(FINDING_SEVERITY_LABELS).map((label) => number(label)),
      { header: 'Maior severidade', width: 18 },
    ],
    indicators.topFindings.map((f) => [
      f.title,
      f.count,
      f.diligences,
      ...f.bySeverity.map((s) => s.count),
      FINDING_SEVERITY_LABELS[f.highestSeverity],
    ]),
  );

  addSheet(
    workbook,
    'Carga de trabalho',
    [
      { header: 'Responsável', width: 32 },
      number('Abertas'),
      number('Atrasadas'),
      ...SLA_STATUSES.map((status) => number(DILIGENCE_STATUS_LABELS[status])),
    ],
    indicators.workload.map((w) => [
      w.owner.name,
      w.open,
      w.overdue,
      ...w.byStatus.map((s) => s.count),
    ]),
  );

  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** `Indicadores 01-12-2025 a 26-11-2026.xlsx`. */
export function indicatorsFileName(indicators: Indicators): string {
  const day = (iso: string) => iso.split('-').reverse().join('-');
  return `Indicadores ${day(indicators.period.from)} a ${day(indicators.period.to)}.xlsx`;
}

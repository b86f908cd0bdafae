import type { Indicators } from '@lince/contracts/indicators';

/** Indicators of a small period, for the web tests (figures chosen to read back in pt-BR). */
export const INDICATORS: Indicators = {
  period: { from: '2026-01-01', to: '2026-02-28' },
  filters: { purpose: null, ownerId: null },
  generatedAt: '2026-03-01T12:00:00.000Z',
  byStatus: {
    columns: [
      { status: 'A_INICIAR', count: 1 },
      { status: 'COLETA', count: 0 },
      { status: 'ANALISE', count: 1 },
      { status: 'REVISAO', count: 0 },
      { status: 'CONCLUIDA', count: 1234 },
    ],
    canceled: 1,
    total: 1237,
  },
  byMonth: [
    { month: '2026-01', created: 1000, concluded: 4 },
    { month: '2026-02', created: 237, concluded: 1230 },
  ],
  leadTime: {
    overall: { count: 1234, averageDays: 12.25, medianDays: 10, p90Days: 30.5 },
    byPurpose: [
      { purpose: 'M_A', count: 1234, averageDays: 12.25, medianDays: 10, p90Days: 30.5 },
      { purpose: 'CREDITO', count: 0, averageDays: null, medianDays: null, p90Days: null },
    ],
  },
  sla: [
    { status: 'A_INICIAR', slaDays: 2, left: 8, withinSla: 7, share: 0.875, averageDays: 1 },
    { status: 'REVISAO', slaDays: null, left: 3, withinSla: null, share: null, averageDays: 4.5 },
  ],
  risk: {
    ratings: [
      { rating: 'BAIXO', count: 3 },
      { rating: 'MEDIO', count: 0 },
      { rating: 'ALTO', count: 1 },
      { rating: 'CRITICO', count: 0 },
    ],
    unrated: 0,
    total: 4,
  },
  topFindings: [
    {
      title: 'Protesto de título',
      count: 4,
      diligences: 3,
      bySeverity: [
        { severity: 'BAIXA', count: 1 },
        { severity: 'MEDIA', count: 1 },
        { severity: 'ALTA', count: 1 },
        { severity: 'CRITICA', count: 1 },
      ],
      highestSeverity: 'CRITICA',
    },
  ],
  workload: [
    {
      owner: { _id: 'u1', name: 'Ana Admin' },
      open: 2,
      overdue: 1,
      byStatus: [
        { status: 'A_INICIAR', count: 1 },
        { status: 'COLETA', count: 0 },
        { status: 'ANALISE', count: 1 },
        { status: 'REVISAO', count: 0 },
      ],
    },
  ],
};

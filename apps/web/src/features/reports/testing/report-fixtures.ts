import type { ReportDocument } from '@lince/contracts/report-document';
import type { Diligence } from '@lince/contracts/diligences';
import type { ReportItem } from '@lince/contracts/reports';

/** A report model with every kind of block and tone (tests and the look of the preview). */
export const DOCUMENT_FIXTURE: ReportDocument = {
  cover: {
    companyName: 'Demo Consultoria Ltda',
    accentColor: '#7c3aed',
    footerText: 'Confidencial — uso restrito do cliente',
    reportTitle: 'Relatório de due diligence',
    diligenceCode: 'DD-2026-0007',
    diligenceTitle: 'Aquisição da Alvo Agro S.A.',
    date: '26/11/2026',
  },
  sections: [
    {
      key: 'RESUMO_EXECUTIVO',
      title: 'Resumo executivo',
      blocks: [
        {
          type: 'paragraph',
          runs: [
            { text: 'Risco geral ' },
            { text: 'Alto', bold: true },
            { text: ', com ' },
            { text: 'ressalvas', italic: true },
            { text: '. <b>sem HTML</b>' },
          ],
        },
        {
          type: 'list',
          ordered: false,
          items: [[{ text: 'Certidão vencida' }], [{ text: 'Processo provável', bold: true }]],
        },
        { type: 'list', ordered: true, items: [[{ text: 'Renovar a certidão' }]] },
      ],
    },
    {
      key: 'ENTIDADE',
      title: 'Alvo Agro S.A.',
      blocks: [
        { type: 'heading', level: 2, text: 'Dados cadastrais' },
        {
          type: 'fields',
          rows: [
            { label: 'CNPJ', value: '48.291.735/0001-48' },
            { label: 'Situação', value: 'Ativa', tone: 'sucesso' },
            { label: 'Divergência', value: 'Endereço', tone: 'alerta' },
          ],
        },
        { type: 'heading', level: 3, text: 'Processos' },
        {
          type: 'table',
          caption: 'Processos judiciais',
          columns: [
            { header: 'Número' },
            { header: 'Risco' },
            { header: 'Valor', align: 'right', weight: 2 },
          ],
          rows: [
            [
              { text: '0001234-56.2024.8.26.0100' },
              { text: 'Provável', tone: 'alerta' },
              { text: 'R$ 1.234,56' },
            ],
            [
              { text: '0009999-11.2023.8.26.0100' },
              { text: 'Remota', tone: 'suave' },
              { text: 'R$ 10,00' },
            ],
          ],
        },
        {
          type: 'table',
          caption: 'Documentos',
          columns: [{ header: 'Documento' }],
          rows: [],
          empty: 'Nenhum documento enviado.',
        },
        { type: 'note', text: 'Nenhum apontamento para esta parte.', tone: 'suave' },
        { type: 'note', text: 'Certidão positiva.', tone: 'alerta' },
      ],
    },
    {
      key: 'BLOCO',
      title: 'Observações',
      blocks: [{ type: 'paragraph', runs: [{ text: 'Texto livre do analista.' }] }],
    },
  ],
};

export const reportItem = (over: Partial<ReportItem> = {}): ReportItem => ({
  _id: 'r1',
  format: 'PDF',
  kind: 'PADRAO',
  state: 'PRONTO',
  verificationCode: '7K3M-Q9TZ-2B',
  sha256: 'a3f1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90',
  createdAt: '2026-11-20T15:04:00.000Z',
  createdBy: 'Ana Souza',
  jobId: 'j1',
  sizeBytes: 123456,
  ...over,
});

export const DILIGENCE_FIXTURE = {
  _id: 'd1',
  code: 'DD-2026-0007',
  title: 'Aquisição da Alvo',
  purpose: 'M_A',
  status: 'COLETA',
  priority: 'MEDIA',
  risk: { computed: 'ALTO', rating: null, justification: null },
  owner: { _id: 'u1', name: 'Ana Souza', avatar: null },
  dueDate: '2026-12-20',
  overdue: false,
  progress: { done: 10, required: 20 },
  statusChangedAt: '2026-11-20T15:00:00.000Z',
  createdAt: '2026-11-20T15:00:00.000Z',
  description: '',
  trackId: null,
  trackVersion: null,
  track: null,
  team: [],
  entitiesCount: 2,
  conclusion: null,
  createdBy: 'u1',
  updatedAt: '2026-11-20T15:00:00.000Z',
  concludedAt: null,
  canceledAt: null,
  cancelReason: null,
} satisfies Diligence;

import type { ReportBlock, ReportDocument, ReportSection } from '@lince/contracts/report-document';
import { createHash } from 'node:crypto';

/**
 * The large report of the renderers' budget (decision 038: ≤ 3 s per format): a standard report
 * of 50 entities holding 1,000 documents and 500 lawsuits in all, with the annex of every file's
 * SHA-256. Built from numbers alone (deterministic), with the words and shapes of a real one.
 * Timed by scripts/bench-report-render.ts.
 */
export const BENCH_SIZES = { entities: 50, documents: 1000, lawsuits: 500 } as const;

const DOCUMENT_TYPES = [
  'Certidão Negativa de Débitos Federais',
  'Certidão de Regularidade do FGTS',
  'Certidão Negativa de Débitos Trabalhistas',
  'Contrato social consolidado',
  'Certidão de falência e recuperação judicial',
];
const COURTS = ['TJSP', 'TRT-2', 'TRF-3', 'TJRJ', 'TJMG'];
const RISKS = ['Provável', 'Possível', 'Remota'] as const;

const money = (cents: number) =>
  `R$ ${Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${String(cents % 100).padStart(2, '0')}`;
const day = (n: number) =>
  `${String((n % 28) + 1).padStart(2, '0')}/${String((n % 12) + 1).padStart(2, '0')}/${2020 + (n % 6)}`;
const cnpj = (n: number) => {
  const d = String(10_000_000 + n * 7919).padStart(8, '0');
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/0001-${String(n % 100).padStart(2, '0')}`;
};
const cnj = (n: number) =>
  `${String(1_000_000 + n).padStart(7, '0')}-${String(n % 100).padStart(2, '0')}.2024.8.26.${String(n % 10_000).padStart(4, '0')}`;

function entityChapter(e: number, perEntityDocs: number, perEntityLawsuits: number): ReportSection {
  const name = `Empresa Exemplo ${e + 1} Comércio e Participações Ltda.`;
  const documents: ReportBlock = {
    type: 'table',
    caption: 'Documentos',
    columns: [
      { header: 'Documento', weight: 3 },
      { header: 'Emissão', weight: 1 },
      { header: 'Validade', weight: 1 },
      { header: 'Situação', weight: 1 },
    ],
    rows: Array.from({ length: perEntityDocs }, (_, d) => {
      const n = e * perEntityDocs + d;
      return [
        { text: `${DOCUMENT_TYPES[n % DOCUMENT_TYPES.length]} nº ${n + 1}` },
        { text: day(n) },
        { text: day(n + 90) },
        n % 7 === 0
          ? { text: 'Vencido', tone: 'alerta' as const }
          : { text: 'Válido', tone: 'sucesso' as const },
      ];
    }),
  };
  const lawsuits: ReportBlock = {
    type: 'table',
    caption: 'Processos judiciais',
    columns: [
      { header: 'Número CNJ', weight: 2.4 },
      { header: 'Tribunal', weight: 0.9 },
      { header: 'Assunto', weight: 2.2 },
      { header: 'Risco', weight: 1 },
      { header: 'Valor da causa', weight: 1.4, align: 'right' },
    ],
    rows: Array.from({ length: perEntityLawsuits }, (_, l) => {
      const n = e * perEntityLawsuits + l;
      const risk = RISKS[n % RISKS.length]!;
      return [
        { text: cnj(n) },
        { text: COURTS[n % COURTS.length]! },
        { text: n % 2 ? 'Reclamação trabalhista — horas extras' : 'Execução fiscal — ICMS' },
        risk === 'Provável' ? { text: risk, tone: 'alerta' as const } : { text: risk },
        { text: money(1_000_00 + n * 123_457) },
      ];
    }),
  };
  return {
    key: 'ENTIDADE',
    title: name,
    blocks: [
      { type: 'heading', level: 2, text: 'Dados cadastrais' },
      {
        type: 'fields',
        rows: [
          { label: 'CNPJ', value: cnpj(e) },
          { label: 'Situação cadastral', value: 'Ativa', tone: 'sucesso' },
          { label: 'Endereço', value: `Avenida Paulista, ${1000 + e}, São Paulo/SP` },
        ],
      },
      { type: 'heading', level: 2, text: 'Documentos' },
      documents,
      { type: 'heading', level: 2, text: 'Processos judiciais' },
      lawsuits,
      { type: 'heading', level: 2, text: 'Apontamentos e recomendações' },
      {
        type: 'list',
        ordered: true,
        items: [
          [{ text: 'Obter a certidão trabalhista atualizada antes do fechamento.' }],
          [
            { text: 'Provisionar ', bold: false },
            { text: 'os processos de risco provável', bold: true },
            { text: '.' },
          ],
        ],
      },
    ],
  };
}

export function largeReportDocument(): ReportDocument {
  const { entities, documents, lawsuits } = BENCH_SIZES;
  const annex: ReportBlock = {
    type: 'table',
    columns: [
      { header: 'Arquivo', weight: 2 },
      { header: 'SHA-256', weight: 3 },
    ],
    rows: Array.from({ length: documents }, (_, n) => [
      { text: `documento-${n + 1}.pdf` },
      { text: createHash('sha256').update(String(n)).digest('hex'), tone: 'suave' as const },
    ]),
  };
  return {
    cover: {
      companyName: 'Auditores Associados S.A.',
      accentColor: '#444CE7',
      footerText: 'Documento confidencial — uso restrito às partes da operação.',
      reportTitle: 'Relatório de due diligence',
      diligenceCode: 'DD-2026-0042',
      diligenceTitle: 'Aquisição do Grupo Exemplo',
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
              {
                text: `Foram analisadas ${entities} entidades, ${documents} documentos e ${lawsuits} processos.`,
              },
            ],
          },
        ],
      },
      ...Array.from({ length: entities }, (_, e) =>
        entityChapter(e, documents / entities, lawsuits / entities),
      ),
      { key: 'ANEXO_ARQUIVOS', title: 'Anexo: arquivos e SHA-256', blocks: [annex] },
    ],
  };
}

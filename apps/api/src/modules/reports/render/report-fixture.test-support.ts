import type { ReportDocument } from '@lince/contracts/report-document';

/**
 * The renderers' test document: every block type and tone, Portuguese accents, a 200-row table
 * (several pages: its header repeats), a 300-character name without a space, SHA-256 hashes and
 * a 10,000-character paragraph and a 10,000-character word. `expectedStrings` lists what both formats must print, in order.
 */
export const LONG_NAME = `Razão${'Social'.repeat(49)}X`.slice(0, 300);
export const LONG_PARAGRAPH = Array.from(
  { length: 1000 },
  (_, i) => `palavra${String(i).padStart(3, '0')}`,
)
  .join(' ')
  .slice(0, 10_000);
/** 10,000 characters without a break (a pasted blob): wrapped, and fast (pdf-text.ts cuts it in one pass). */
export const LONG_WORD = 'QmFzZTY0SGFzaA'.repeat(715).slice(0, 10_000);
export const LONG_TABLE_HEADER = ['Nº do lançamento', 'Descrição da operação', 'Valor (R$)'];
export const longTableRow = (n: number) => `Lançamento ${String(n).padStart(3, '0')}`;
export const HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export function reportFixture(logoDataUrl?: string): ReportDocument {
  return {
    cover: {
      companyName: 'Auditoria Conceição & Associados Ltda.',
      logoDataUrl,
      accentColor: '#0B6E4F',
      footerText: 'Confidencial — elaborado para uso exclusivo da operação de aquisição.',
      reportTitle: 'Relatório de due diligence',
      diligenceCode: 'DD-2026-0107',
      diligenceTitle: 'Aquisição da Indústria São João S.A.',
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
              { text: 'A análise encontrou ' },
              { text: 'três apontamentos críticos', bold: true },
              { text: ' e uma divergência ', italic: true },
              { text: 'de informação.' },
            ],
          },
          {
            type: 'fields',
            rows: [
              { label: 'Entidades analisadas', value: '3' },
              { label: 'Documentos vencidos', value: '2', tone: 'alerta' },
              { label: 'Certidões regulares', value: '12', tone: 'sucesso' },
              { label: 'Observação', value: 'Sem ressalvas da administração', tone: 'suave' },
            ],
          },
          {
            type: 'note',
            text: 'Atenção: a certidão trabalhista está vencida desde 03/10/2026.',
            tone: 'alerta',
          },
          { type: 'note', text: 'Nenhum dado cadastral registrado para esta parte.' },
        ],
      },
      {
        key: 'ENTIDADE',
        title: LONG_NAME,
        blocks: [
          { type: 'heading', level: 2, text: 'Dados cadastrais' },
          {
            type: 'fields',
            rows: [
              { label: 'Razão social', value: LONG_NAME },
              { label: 'CNPJ', value: '12.345.678/0001-95' },
            ],
          },
          { type: 'heading', level: 3, text: 'Lançamentos contábeis' },
          {
            type: 'table',
            caption: 'Lançamentos do exercício',
            columns: [
              { header: LONG_TABLE_HEADER[0]!, weight: 1.2 },
              { header: LONG_TABLE_HEADER[1]!, weight: 3 },
              { header: LONG_TABLE_HEADER[2]!, weight: 1.3, align: 'right' },
            ],
            rows: Array.from({ length: 200 }, (_, i) => [
              { text: longTableRow(i + 1) },
              i === 7
                ? { text: LONG_NAME }
                : { text: `Pagamento a fornecedor — nota fiscal ${1000 + i}` },
              {
                text: `R$ ${(1234.56 * (i + 1)).toFixed(2).replace('.', ',')}`,
                tone: i % 10 === 0 ? 'alerta' : undefined,
              },
            ]),
          },
          {
            type: 'table',
            caption: 'Processos judiciais',
            columns: [{ header: 'Processo' }],
            rows: [],
            empty: 'Nenhum processo encontrado.',
          },
          {
            type: 'list',
            ordered: true,
            items: [
              [{ text: 'Regularizar a certidão de ' }, { text: 'FGTS', bold: true }, { text: '.' }],
              [{ text: 'Revisar as obrigações acessórias de ICMS.' }],
            ],
          },
          {
            type: 'list',
            ordered: false,
            items: [
              [{ text: 'Ação trabalhista de risco provável.' }],
              [{ text: 'Execução fiscal garantida.', italic: true }],
            ],
          },
        ],
      },
      {
        key: 'ANEXO_ARQUIVOS',
        title: 'Anexo: arquivos e SHA-256',
        blocks: [
          {
            type: 'table',
            columns: [
              { header: 'Arquivo', weight: 2 },
              { header: 'SHA-256', weight: 1 },
            ],
            rows: [[{ text: 'certidão-negativa-ação.pdf' }, { text: HASH, tone: 'suave' }]],
          },
          { type: 'paragraph', runs: [{ text: LONG_PARAGRAPH }] },
          { type: 'note', text: LONG_WORD, tone: 'suave' },
        ],
      },
    ],
  };
}

/** What both formats print, in order (the PDF adds the table headers again on later pages). */
export function expectedStrings(document: ReportDocument, verificationCode: string): string[] {
  const { cover } = document;
  const strings = [
    cover.companyName,
    cover.reportTitle,
    cover.diligenceCode,
    cover.diligenceTitle,
    'Data de emissão',
    cover.date,
    'Código de verificação',
    verificationCode,
  ];
  document.sections.forEach((section, index) => {
    strings.push(`${index + 1}. ${section.title}`);
    for (const block of section.blocks) {
      if (block.type === 'heading' || block.type === 'note') strings.push(block.text);
      if (block.type === 'paragraph') strings.push(block.runs.map((run) => run.text).join(''));
      if (block.type === 'fields')
        strings.push(...block.rows.flatMap((row) => [row.label, row.value]));
      if (block.type === 'list')
        strings.push(...block.items.map((item) => item.map((run) => run.text).join('')));
      if (block.type === 'table') {
        if (block.caption) strings.push(block.caption);
        if (block.rows.length === 0) strings.push(block.empty ?? 'Nenhum registro.');
        else {
          strings.push(...block.columns.map((column) => column.header));
          strings.push(...block.rows.flatMap((row) => row.map((cell) => cell.text)));
        }
      }
    }
  });
  return strings;
}

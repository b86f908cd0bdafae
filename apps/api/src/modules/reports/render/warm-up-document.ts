import type { ReportDocument } from '@lince/contracts/report-document';

/**
 * What the renderers' thread draws once when it is started warm (`ReportRenderer.warm`): every
 * block type, in both weights and tones, and a table long enough to break across pages with its
 * header repeated — so pdfkit, docx, the fonts and their hot paths are loaded and compiled before
 * the first real export. Nothing of it is kept.
 */
export function warmUpDocument(): ReportDocument {
  const rows = Array.from({ length: 150 }, (_, i) => [
    { text: `Certidão negativa de débitos nº ${i + 1} — Receita Federal` },
    { text: `${String((i % 28) + 1).padStart(2, '0')}/0${(i % 9) + 1}/2026` },
    { text: `R$ ${(i * 1234.56).toFixed(2).replace('.', ',')}` },
    i % 5 === 0
      ? { text: 'Vencida', tone: 'alerta' as const }
      : { text: 'Válida', tone: 'sucesso' as const },
    { text: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' },
  ]);
  return {
    cover: {
      companyName: 'Lince',
      accentColor: '#444CE7',
      footerText: 'Aquecimento do gerador de relatórios.',
      reportTitle: 'Relatório de due diligence',
      diligenceCode: 'DD-0000-0000',
      diligenceTitle: 'Aquecimento',
      date: '01/01/2026',
    },
    sections: [
      {
        key: 'RESUMO_EXECUTIVO',
        title: 'Resumo executivo',
        blocks: [
          { type: 'heading', level: 2, text: 'Classificação de risco' },
          {
            type: 'paragraph',
            runs: [
              { text: 'Risco ' },
              { text: 'alto', bold: true },
              { text: ' pela análise dos ' },
              { text: 'apontamentos', italic: true },
              { text: '.' },
            ],
          },
          {
            type: 'fields',
            rows: [
              { label: 'Situação cadastral', value: 'ATIVA', tone: 'sucesso' },
              { label: 'Exposição passiva', value: 'R$ 1.234.567,89', tone: 'alerta' },
              { label: 'Observação', value: 'Sem divergências', tone: 'suave' },
            ],
          },
          { type: 'heading', level: 3, text: 'Principais apontamentos' },
          { type: 'list', ordered: true, items: [[{ text: 'Débito trabalhista' }]] },
          { type: 'list', ordered: false, items: [[{ text: 'Certidão vencida', bold: true }]] },
          { type: 'note', text: 'Nenhuma demonstração financeira cadastrada.', tone: 'suave' },
        ],
      },
      {
        key: 'DOCUMENTOS',
        title: 'Documentos',
        blocks: [
          {
            type: 'table',
            caption: 'Documentos da parte',
            columns: [
              { header: 'Documento', weight: 3 },
              { header: 'Emissão', weight: 1 },
              { header: 'Valor', weight: 1, align: 'right' },
              { header: 'Situação', weight: 1 },
              { header: 'SHA-256', weight: 3 },
            ],
            rows,
          },
          { type: 'table', columns: [{ header: 'Vazia' }], rows: [], empty: 'Nenhum item.' },
        ],
      },
    ],
  };
}

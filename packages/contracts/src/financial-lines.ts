/**
 * The lines of a financial statement (PRODUCT §6): what is typed (balance sheet and DRE), what is
 * computed from it (subtotals, never typed) and the ratios of the analysis, with their
 * Portuguese names. The `label` of a typed line is also its name in column A of the XLSX
 * template, matched without regard to case, accents or repeated spaces.
 */

export const FINANCIAL_SECTIONS = [
  'ATIVO_CIRCULANTE',
  'ATIVO_NAO_CIRCULANTE',
  'PASSIVO_CIRCULANTE',
  'PASSIVO_NAO_CIRCULANTE',
  'PATRIMONIO_LIQUIDO',
  'DRE',
] as const;
export type FinancialSection = (typeof FINANCIAL_SECTIONS)[number];
export const FINANCIAL_SECTION_LABELS: Record<FinancialSection, string> = {
  ATIVO_CIRCULANTE: 'Ativo circulante',
  ATIVO_NAO_CIRCULANTE: 'Ativo não circulante',
  PASSIVO_CIRCULANTE: 'Passivo circulante',
  PASSIVO_NAO_CIRCULANTE: 'Passivo não circulante',
  PATRIMONIO_LIQUIDO: 'Patrimônio líquido',
  DRE: 'Demonstração do resultado (DRE)',
};

interface LineDefinition {
  label: string;
  section: FinancialSection;
  /** May be negative (a loss, a deficit, a tax credit); the others are ≥ 0. */
  signed?: true;
  /** What the sign means, where it is not obvious: said by the form and the template. */
  signNote?: string;
}

/**
 * Typed lines, in the order of a balance sheet and a DRE. Deductions, costs, expenses and IR/CSLL
 * are typed as positive amounts and subtracted; depreciation and amortisation is already inside
 * costs and expenses (it only adds back to the operating result for the EBITDA). Operating
 * expenses are the filings' net line ("despesas/receitas operacionais"): with other operating
 * income, the fair value of biological assets or equity-method results they are often a net gain,
 * typed as a negative amount (subtracted, it raises the operating result).
 */
export const FINANCIAL_LINE_DEFINITIONS = {
  disponibilidades: { label: 'Disponibilidades', section: 'ATIVO_CIRCULANTE' },
  clientes: { label: 'Clientes', section: 'ATIVO_CIRCULANTE' },
  estoques: { label: 'Estoques', section: 'ATIVO_CIRCULANTE' },
  outrosAtivosCirculantes: { label: 'Outros ativos circulantes', section: 'ATIVO_CIRCULANTE' },
  realizavelLongoPrazo: { label: 'Realizável a longo prazo', section: 'ATIVO_NAO_CIRCULANTE' },
  investimentos: { label: 'Investimentos', section: 'ATIVO_NAO_CIRCULANTE' },
  imobilizado: { label: 'Imobilizado', section: 'ATIVO_NAO_CIRCULANTE' },
  intangivel: { label: 'Intangível', section: 'ATIVO_NAO_CIRCULANTE' },
  fornecedores: { label: 'Fornecedores', section: 'PASSIVO_CIRCULANTE' },
  emprestimosCurtoPrazo: {
    label: 'Empréstimos e financiamentos de curto prazo',
    section: 'PASSIVO_CIRCULANTE',
  },
  obrigacoesFiscaisTrabalhistas: {
    label: 'Obrigações fiscais e trabalhistas',
    section: 'PASSIVO_CIRCULANTE',
  },
  outrosPassivosCirculantes: {
    label: 'Outros passivos circulantes',
    section: 'PASSIVO_CIRCULANTE',
  },
  emprestimosLongoPrazo: {
    label: 'Empréstimos e financiamentos de longo prazo',
    section: 'PASSIVO_NAO_CIRCULANTE',
  },
  outrosPassivosNaoCirculantes: {
    label: 'Outros passivos não circulantes',
    section: 'PASSIVO_NAO_CIRCULANTE',
  },
  patrimonioLiquido: { label: 'Patrimônio líquido', section: 'PATRIMONIO_LIQUIDO', signed: true },
  receitaBruta: { label: 'Receita bruta', section: 'DRE' },
  deducoes: { label: '(-) Deduções da receita bruta', section: 'DRE' },
  custos: { label: '(-) Custos dos produtos e serviços vendidos', section: 'DRE' },
  despesasOperacionais: {
    label: '(-) Despesas operacionais',
    section: 'DRE',
    signed: true,
    signNote:
      'Líquidas das outras receitas operacionais: positivo é despesa; um ganho líquido entra negativo (ex.: -1.234,56).',
  },
  depreciacaoAmortizacao: {
    label: 'Depreciação e amortização (incluída em custos e despesas)',
    section: 'DRE',
  },
  resultadoFinanceiro: { label: 'Resultado financeiro', section: 'DRE', signed: true },
  irCsll: { label: '(-) IR e CSLL', section: 'DRE', signed: true },
} as const satisfies Record<string, LineDefinition>;

export type FinancialLineKey = keyof typeof FINANCIAL_LINE_DEFINITIONS;
export const FINANCIAL_LINE_KEYS = Object.keys(FINANCIAL_LINE_DEFINITIONS) as FinancialLineKey[];
export const isSignedLine = (key: FinancialLineKey): boolean =>
  'signed' in FINANCIAL_LINE_DEFINITIONS[key];

/** What the sign of a line means, for the form and the template; undefined for a line ≥ 0. */
export function signNoteOf(key: FinancialLineKey): string | undefined {
  const line: LineDefinition = FINANCIAL_LINE_DEFINITIONS[key];
  return line.signNote ?? (line.signed ? 'Pode ser negativo (ex.: -1.234,56).' : undefined);
}

/** Computed lines (never typed), each placed after the section it closes. */
export const FINANCIAL_SUBTOTAL_LABELS = {
  ativoCirculante: 'Ativo circulante (total)',
  ativoNaoCirculante: 'Ativo não circulante (total)',
  ativoTotal: 'Ativo total',
  passivoCirculante: 'Passivo circulante (total)',
  passivoNaoCirculante: 'Passivo não circulante (total)',
  passivoTotal: 'Passivo exigível (circulante + não circulante)',
  passivoMaisPatrimonioLiquido: 'Passivo + patrimônio líquido',
  receitaLiquida: 'Receita líquida',
  lucroBruto: 'Lucro bruto',
  lucroOperacional: 'Lucro operacional (EBIT)',
  ebitda: 'EBITDA (lucro operacional + depreciação e amortização)',
  lucroAntesIrCsll: 'Lucro antes do IR e CSLL',
  lucroLiquido: 'Lucro líquido',
  dividaLiquida: 'Dívida líquida (empréstimos − disponibilidades)',
} as const;
export type FinancialSubtotalKey = keyof typeof FINANCIAL_SUBTOTAL_LABELS;
export const FINANCIAL_SUBTOTAL_KEYS = Object.keys(
  FINANCIAL_SUBTOTAL_LABELS,
) as FinancialSubtotalKey[];

/** Lines of the balance sheet (vertical analysis over ativo total) and of the DRE (over receita líquida). */
export const BALANCE_SUBTOTALS: readonly FinancialSubtotalKey[] = [
  'ativoCirculante',
  'ativoNaoCirculante',
  'ativoTotal',
  'passivoCirculante',
  'passivoNaoCirculante',
  'passivoTotal',
  'passivoMaisPatrimonioLiquido',
  'dividaLiquida',
];

export const FINANCIAL_RATIO_KEYS = [
  'liquidezCorrente',
  'liquidezSeca',
  'liquidezImediata',
  'liquidezGeral',
  'endividamentoGeral',
  'composicaoEndividamento',
  'margemBruta',
  'margemEbitda',
  'margemLiquida',
  'roe',
  'roa',
  'dividaLiquidaEbitda',
] as const;
export type FinancialRatioKey = (typeof FINANCIAL_RATIO_KEYS)[number];

/** Name, formula and a short explanation of each ratio (the web shows it on hover or focus). */
export const FINANCIAL_RATIO_INFO: Record<
  FinancialRatioKey,
  { label: string; formula: string; explanation: string; percent: boolean }
> = {
  liquidezCorrente: {
    label: 'Liquidez corrente',
    formula: 'Ativo circulante ÷ passivo circulante',
    explanation: 'Quanto a empresa tem no curto prazo para cada real que deve no curto prazo.',
    percent: false,
  },
  liquidezSeca: {
    label: 'Liquidez seca',
    formula: '(Ativo circulante − estoques) ÷ passivo circulante',
    explanation: 'A liquidez corrente sem contar os estoques, que demoram a virar dinheiro.',
    percent: false,
  },
  liquidezImediata: {
    label: 'Liquidez imediata',
    formula: 'Disponibilidades ÷ passivo circulante',
    explanation: 'Quanto das dívidas de curto prazo o caixa pagaria hoje.',
    percent: false,
  },
  liquidezGeral: {
    label: 'Liquidez geral',
    formula:
      '(Ativo circulante + realizável a longo prazo) ÷ (passivo circulante + não circulante)',
    explanation: 'A capacidade de pagar todas as dívidas com o que se converte em dinheiro.',
    percent: false,
  },
  endividamentoGeral: {
    label: 'Endividamento geral',
    formula: '(Passivo circulante + não circulante) ÷ ativo total',
    explanation: 'A parte do ativo financiada por capital de terceiros.',
    percent: true,
  },
  composicaoEndividamento: {
    label: 'Composição do endividamento',
    formula: 'Passivo circulante ÷ (passivo circulante + não circulante)',
    explanation: 'A parte das dívidas que vence no curto prazo.',
    percent: true,
  },
  margemBruta: {
    label: 'Margem bruta',
    formula: 'Lucro bruto ÷ receita líquida',
    explanation: 'O que sobra da receita depois dos custos do que foi vendido.',
    percent: true,
  },
  margemEbitda: {
    label: 'Margem EBITDA',
    formula: '(Lucro operacional + depreciação e amortização) ÷ receita líquida',
    explanation: 'A geração de caixa operacional para cada real de receita.',
    percent: true,
  },
  margemLiquida: {
    label: 'Margem líquida',
    formula: 'Lucro líquido ÷ receita líquida',
    explanation: 'O lucro final para cada real de receita.',
    percent: true,
  },
  roe: {
    label: 'ROE (retorno sobre o patrimônio líquido)',
    formula: 'Lucro líquido ÷ patrimônio líquido',
    explanation: 'O retorno do capital dos sócios.',
    percent: true,
  },
  roa: {
    label: 'ROA (retorno sobre o ativo)',
    formula: 'Lucro líquido ÷ ativo total',
    explanation: 'O lucro gerado por todo o ativo da empresa.',
    percent: true,
  },
  dividaLiquidaEbitda: {
    label: 'Dívida líquida ÷ EBITDA',
    formula: '(Empréstimos − disponibilidades) ÷ EBITDA',
    explanation: 'Em quantos anos a geração de caixa pagaria a dívida líquida.',
    percent: false,
  },
};

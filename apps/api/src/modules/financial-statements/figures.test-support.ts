/** Statements for the tests, with the figures the tests check by hand. */
import type { FinancialLineKey } from '@lince/contracts';

/**
 * AC 500 (disp. 100, clientes 200, estoques 150, outros 50); ANC 1.000 (RLP 300, invest. 100,
 * imob. 500, intang. 100); ativo total 1.500. PC 250 (forn. 120, empr. 80, obrig. 40, outros 10);
 * PNC 400 (empr. 350, outros 50); PL 850: passivo + PL 1.500. Receita bruta 2.000, deduções 200
 * (RL 1.800), custos 1.000 (LB 800), despesas 500 (LO 300), D&A 60 (EBITDA 360), resultado
 * financeiro −40 (LAIR 260), IR/CSLL 60: lucro líquido 200. Dívida líquida 80 + 350 − 100 = 330.
 */
export const SAMPLE_LINES: Record<FinancialLineKey, string> = {
  disponibilidades: '100.00',
  clientes: '200.00',
  estoques: '150.00',
  outrosAtivosCirculantes: '50.00',
  realizavelLongoPrazo: '300.00',
  investimentos: '100.00',
  imobilizado: '500.00',
  intangivel: '100.00',
  fornecedores: '120.00',
  emprestimosCurtoPrazo: '80.00',
  obrigacoesFiscaisTrabalhistas: '40.00',
  outrosPassivosCirculantes: '10.00',
  emprestimosLongoPrazo: '350.00',
  outrosPassivosNaoCirculantes: '50.00',
  patrimonioLiquido: '850.00',
  receitaBruta: '2000.00',
  deducoes: '200.00',
  custos: '1000.00',
  despesasOperacionais: '500.00',
  depreciacaoAmortizacao: '60.00',
  resultadoFinanceiro: '-40.00',
  irCsll: '60.00',
};

/** The ratios of SAMPLE_LINES, by hand. */
export const SAMPLE_RATIOS = {
  liquidezCorrente: 2, // 500 / 250
  liquidezSeca: 1.4, // (500 − 150) / 250
  liquidezImediata: 0.4, // 100 / 250
  liquidezGeral: 1.2308, // (500 + 300) / 650 = 1,230769…
  endividamentoGeral: 0.4333, // 650 / 1.500 = 0,43333…
  composicaoEndividamento: 0.3846, // 250 / 650 = 0,384615…
  margemBruta: 0.4444, // 800 / 1.800 = 0,4444…
  margemEbitda: 0.2, // (300 + 60) / 1.800
  margemLiquida: 0.1111, // 200 / 1.800 = 0,1111…
  roe: 0.2353, // 200 / 850 = 0,235294…
  roa: 0.1333, // 200 / 1.500 = 0,1333…
  dividaLiquidaEbitda: 0.9167, // 330 / 360 = 0,91666…
};

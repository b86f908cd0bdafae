import type { ListVersionState, PublicRestrictiveList } from '@lince/contracts';
import { getApiErrorMessage, getApiErrorStatus } from '../../../lib/api-error.ts';

export const LIST_FILE_ACCEPT = '.csv,.xlsx,.zip,text/csv,application/zip';

const FALLBACKS: Record<number, string> = {
  413: 'Arquivo grande demais para importar.',
  415: 'Tipo de arquivo não aceito. Envie CSV, XLSX ou ZIP.',
};

/** The Portuguese message of a refused upload: the API's, else one for 413/415. */
export function listImportErrorMessage(error: unknown): string {
  const status = getApiErrorStatus(error);
  return getApiErrorMessage(error, status ? FALLBACKS[status] : undefined);
}

/** What each public list's file is, as its publisher gives it. */
export const LIST_FILE_HINTS: Record<PublicRestrictiveList, string> = {
  CEIS: 'O arquivo do Portal da Transparência (AAAAMMDD_CEIS.csv, ou o ZIP baixado), em CSV separado por ponto e vírgula.',
  CNEP: 'O arquivo do Portal da Transparência (AAAAMMDD_CNEP.csv, ou o ZIP baixado), em CSV separado por ponto e vírgula.',
  CEPIM: 'O arquivo do Portal da Transparência (AAAAMMDD_CEPIM.csv, ou o ZIP baixado).',
  PEP: 'O arquivo de PEP da CGU (CSV separado por ponto e vírgula, ou o ZIP baixado).',
  TRABALHO_ESCRAVO:
    'A planilha do Cadastro de Empregadores do Ministério do Trabalho (XLSX ou CSV), com as colunas “Empregador” e “CNPJ/CPF”.',
  OFAC: 'O sdn.csv do OFAC, ou um ZIP com o sdn.csv e o alt.csv (os nomes alternativos).',
};

export const COMPANY_LIST_HINT =
  'Um CSV com as colunas nome; CPF/CNPJ; observação (separadas por ponto e vírgula). A primeira linha pode ser o cabeçalho.';

export const VERSION_STATE_LABELS: Record<ListVersionState, string> = {
  PROCESSANDO: 'Importando',
  CONCLUIDA: 'Concluída',
  FALHOU: 'Falhou',
};

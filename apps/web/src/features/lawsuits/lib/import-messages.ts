import { getApiErrorMessage, getApiErrorStatus } from '../../../lib/api-error.ts';

export const IMPORT_ACCEPT = '.csv,.xlsx,.json,text/csv,application/json';

/** Fallbacks when a refusal of the import comes without the API's message (e.g. from a proxy). */
const FALLBACKS: Record<number, string> = {
  413: 'Arquivo grande demais para importar.',
  415: 'Tipo de arquivo não aceito. Envie CSV, XLSX ou JSON do DataJud.',
  400: 'O arquivo não pôde ser lido. Confira se segue o modelo.',
};

/** The Portuguese message of a refused import: the API's, else one for 413/415/400. */
export function importErrorMessage(error: unknown): string {
  const status = getApiErrorStatus(error);
  return getApiErrorMessage(error, status ? FALLBACKS[status] : undefined);
}

/** "1 processo importado", "3 processos atualizados", "Nenhuma linha recusada"… */
export function countText(count: number, one: string, many: string, none: string): string {
  if (count === 0) return none;
  return `${count.toLocaleString('pt-BR')} ${count === 1 ? one : many}`;
}

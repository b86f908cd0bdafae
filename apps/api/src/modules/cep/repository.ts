import { CEP_UNAVAILABLE_MESSAGE, isUf, normalizeCep, type CepLookup } from '@lince/contracts';
import type { CepConfig } from '../../core/config.ts';
import { AppError } from '../../core/errors.ts';

/**
 * This module's data source: a ViaCEP-compatible service (https://viacep.com.br), which answers
 * the address, or `{ "erro": true }` / `{ "erro": "true" }`.
 */
interface ViaCepAnswer {
  erro?: boolean | string;
  cep?: unknown;
  logradouro?: unknown;
  complemento?: unknown;
  bairro?: unknown;
  localidade?: unknown;
  uf?: unknown;
  ibge?: unknown;
}

export const CEP_NOT_FOUND = Symbol('not-found');

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const unavailable = () => new AppError(503, 'UNAVAILABLE', CEP_UNAVAILABLE_MESSAGE);

/**
 * The address of a (normalized) CEP, or CEP_NOT_FOUND; 503 when the service fails, is slower than
 * the configured timeout or answers something else.
 */
export async function fetchCep(
  config: CepConfig,
  fetchImpl: typeof fetch,
  cep: string,
): Promise<CepLookup | typeof CEP_NOT_FOUND> {
  let response: Response;
  let body: unknown;
  try {
    response = await fetchImpl(`${config.url}/ws/${cep}/json/`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw unavailable();
    }
    body = await response.json();
  } catch {
    throw unavailable();
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw unavailable();
  const answer = body as ViaCepAnswer;
  if (answer.erro === true || answer.erro === 'true') return CEP_NOT_FOUND;
  const uf = str(answer.uf).toUpperCase();
  const found: CepLookup = {
    cep: normalizeCep(str(answer.cep)) || cep,
    logradouro: str(answer.logradouro),
    complemento: str(answer.complemento),
    bairro: str(answer.bairro),
    cidade: str(answer.localidade),
    uf: isUf(uf) ? uf : '',
  };
  const ibge = str(answer.ibge);
  if (ibge) found.ibge = ibge;
  if (!found.cidade && !found.uf) throw unavailable();
  return found;
}

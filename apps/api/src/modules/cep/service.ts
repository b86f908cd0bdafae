import {
  CEP_NOT_FOUND_MESSAGE,
  CEP_UNAVAILABLE_MESSAGE,
  isUf,
  isValidCep,
  normalizeCep,
  type CepLookup,
} from '@lince/contracts';
import type { CepConfig } from '../../config.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { TtlLruCache } from './cache.ts';

/** ViaCEP's answer (https://viacep.com.br): the address, or `{ "erro": true }` / `{ "erro": "true" }`. */
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

const NOT_FOUND = Symbol('not-found');
type Cached = CepLookup | typeof NOT_FOUND;

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export type CepService = ReturnType<typeof createCepService>;

/** Looks CEPs up in a ViaCEP-compatible service, with a timeout and an in-memory cache. */
export function createCepService(config: CepConfig, fetchImpl: typeof fetch = fetch) {
  const cache = new TtlLruCache<Cached>(config.cacheMaxEntries, config.cacheTtlSeconds * 1000);
  const pending = new Map<string, Promise<Cached>>();
  const unavailable = () => new AppError(503, 'UNAVAILABLE', CEP_UNAVAILABLE_MESSAGE);

  async function fetchCep(cep: string): Promise<Cached> {
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
    if (answer.erro === true || answer.erro === 'true') return NOT_FOUND;
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

  return {
    /** 400 for a malformed CEP (before any outside call), 404 unknown, 503 service down or slow. */
    async lookup(raw: string): Promise<CepLookup> {
      if (!isValidCep(raw))
        throw validationError('CEP inválido. Use 8 dígitos (00000-000).', 'cep');
      const cep = normalizeCep(raw);
      let result = cache.get(cep);
      if (result === undefined) {
        let inFlight = pending.get(cep);
        if (!inFlight) {
          inFlight = fetchCep(cep).finally(() => pending.delete(cep));
          pending.set(cep, inFlight);
        }
        result = await inFlight;
        cache.set(cep, result);
      }
      if (result === NOT_FOUND) throw new AppError(404, 'NOT_FOUND', CEP_NOT_FOUND_MESSAGE);
      return result;
    },
  };
}

import { CEP_NOT_FOUND_MESSAGE, isValidCep, normalizeCep, type CepLookup } from '@lince/contracts';
import type { CepConfig } from '../../core/config.ts';
import { notFound, validationError } from '../../core/errors.ts';
import { TtlLruCache } from '../../lib/ttl-lru-cache.ts';
import { CEP_NOT_FOUND, fetchCep } from './repository.ts';

type Cached = CepLookup | typeof CEP_NOT_FOUND;

export type CepService = ReturnType<typeof createCepService>;

/**
 * Looks CEPs up in a ViaCEP-compatible service, with a timeout and an in-memory cache. A lookup
 * reads nothing of its caller: it takes no service context.
 */
export function createCepService(config: CepConfig, fetchImpl: typeof fetch = fetch) {
  const cache = new TtlLruCache<Cached>(config.cacheMaxEntries, config.cacheTtlSeconds * 1000);
  const pending = new Map<string, Promise<Cached>>();

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
          inFlight = fetchCep(config, fetchImpl, cep).finally(() => pending.delete(cep));
          pending.set(cep, inFlight);
        }
        result = await inFlight;
        cache.set(cep, result);
      }
      if (result === CEP_NOT_FOUND) throw notFound(CEP_NOT_FOUND_MESSAGE);
      return result;
    },
  };
}

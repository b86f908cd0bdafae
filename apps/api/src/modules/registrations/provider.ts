import {
  CNPJ_NOT_FOUND_MESSAGE,
  CNPJ_PROVIDER_BUSY_MESSAGE,
  CNPJ_PROVIDER_MISSING_MESSAGE,
  CNPJ_PROVIDER_UNAVAILABLE_MESSAGE,
  type PjRegistrationData,
} from '@lince/contracts';
import type { CnpjProviderConfig } from '../../core/config.ts';
import { AppError, notFound } from '../../core/errors.ts';
import { TtlLruCache } from '../../lib/ttl-lru-cache.ts';
import { fromBrasilApi } from './brasilapi.ts';

const unavailable = (message = CNPJ_PROVIDER_UNAVAILABLE_MESSAGE) =>
  new AppError(503, 'UNAVAILABLE', message);
const NOT_FOUND = Symbol('not-found');
type Answer = PjRegistrationData | typeof NOT_FOUND;

/** One call to `{base}/api/cnpj/v1/{cnpj}`: the data, NOT_FOUND, or a 503 for any fault. */
async function fetchCnpj(
  config: CnpjProviderConfig & { url: string },
  fetchImpl: typeof fetch,
  cnpj: string,
): Promise<Answer> {
  let body: unknown;
  try {
    const response = await fetchImpl(`${config.url}/api/cnpj/v1/${cnpj}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (response.status === 404) {
      await response.body?.cancel().catch(() => {});
      return NOT_FOUND;
    }
    if (response.status === 429) {
      await response.body?.cancel().catch(() => {});
      return Promise.reject(unavailable(CNPJ_PROVIDER_BUSY_MESSAGE));
    }
    if (!response.ok) throw new Error(`status ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unavailable();
  }
  const mapped = fromBrasilApi(body);
  if (!mapped.ok) throw unavailable();
  return mapped.data;
}

export type CnpjProvider = ReturnType<typeof createCnpjProvider>;

/**
 * The CNPJ provider, with its timeout and a per-CNPJ cache (answers and "not found" alike;
 * faults are not cached). Without a configured URL every lookup is a 503 offering the import.
 */
export function createCnpjProvider(config: CnpjProviderConfig, fetchImpl: typeof fetch = fetch) {
  const cache = new TtlLruCache<Answer>(config.cacheMaxEntries, config.cacheTtlSeconds * 1000);
  const pending = new Map<string, Promise<Answer>>();
  return {
    configured: config.url !== undefined,
    /** The registration data of a (normalised) CNPJ; 404 unknown, 503 provider fault. */
    async lookup(cnpj: string): Promise<PjRegistrationData> {
      const { url } = config;
      if (!url) throw unavailable(CNPJ_PROVIDER_MISSING_MESSAGE);
      let answer = cache.get(cnpj);
      if (answer === undefined) {
        let inFlight = pending.get(cnpj);
        if (!inFlight) {
          inFlight = fetchCnpj({ ...config, url }, fetchImpl, cnpj).finally(() =>
            pending.delete(cnpj),
          );
          pending.set(cnpj, inFlight);
        }
        answer = await inFlight;
        cache.set(cnpj, answer);
      }
      if (answer === NOT_FOUND) throw notFound(CNPJ_NOT_FOUND_MESSAGE);
      return answer;
    },
  };
}

import { invalidCharactersMessage, isStorableText } from '@lince/contracts';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

export const MALFORMED_URL_MESSAGE =
  'Endereço inválido: caracteres codificados incorretamente (use UTF-8).';

/** True when every `%XX` escape of `url` decodes, and the bytes they form are valid UTF-8. */
function isWellEncoded(url: string): boolean {
  if (!url.includes('%')) return true;
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

/** The path (`body.address.cep`, `query.search`) of the first string in `value` that the database cannot store. */
function firstUnstorable(value: unknown, path: string): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = `${path}.${key}`;
    if (!isStorableText(key)) return itemPath;
    const found = firstUnstorable(item, itemPath);
    if (found) return found;
  }
  return null;
}

function refuseUnstorable(path: string | null) {
  if (!path) return;
  const message = invalidCharactersMessage(`O campo ${path.replace(/^\w+\./, '')}`);
  throw new AppError(400, 'VALIDATION_ERROR', message, [{ path, message }]);
}

/**
 * The safety net under the shared field schemas of the contracts (which refuse unstorable text
 * with a message naming the field):
 * - a URL with a malformed percent escape or invalid UTF-8 (`?q=%FF`) is a 400 before routing
 *   goes further (Fastify would decode it leniently);
 * - a path parameter holding NUL, another control character or an unpaired surrogate is a 400
 *   naming it, before any hook reads it;
 * - after validation, any such string left in the query or the body (a field declared with a
 *   bare string) is a 400 naming its path, instead of reaching the database.
 */
export const inputGuardPlugin = fp(async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!isWellEncoded(request.url))
      throw new AppError(400, 'BAD_REQUEST', MALFORMED_URL_MESSAGE, [
        { path: 'url', message: MALFORMED_URL_MESSAGE },
      ]);
    // Path parameters are read by hooks before validation (the tenant check of a diligence).
    refuseUnstorable(firstUnstorable(request.params, 'params'));
  });
  app.addHook('preHandler', async (request) => {
    refuseUnstorable(
      firstUnstorable(request.query, 'query') ?? firstUnstorable(request.body, 'body'),
    );
  });
});

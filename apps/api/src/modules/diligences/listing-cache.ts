import type { Database } from '@lince/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { todayInBrazil } from '@lince/contracts/calendar';
import type { SnapshotCache } from '../../lib/snapshot-cache.ts';
import type { ServiceContext } from '../../core/context.ts';
import { contextOf } from '../../core/http.ts';
import { listingVersion } from './listing-repository.ts';

/** A query in a stable form: no absent fields, names and list values sorted. */
function canonical(query: object) {
  return JSON.stringify(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, Array.isArray(value) ? [...value].sort() : value])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}

/**
 * A page of the diligence list or the kanban as its JSON answer, from the cache when the
 * company's listing version, the day in Brasília and the query are those it was built with
 * (decision 013). Any write a row or card shows — a move, an edit, a team, an entity's name, an
 * owner's name, the SLA settings — bumps the version in its own transaction (migration 0007), so
 * only the kanban's SLA highlight can lag, by at most `LISTING_CACHE_SECONDS`. What is built passes
 * `schema` exactly as the route's serializer would check it. The version is read before the data,
 * so what is stored is never older than its key.
 */
async function cachedListing<S extends z.ZodType>(
  db: Database,
  cache: SnapshotCache,
  companyId: string,
  listing: 'list' | 'kanban',
  query: object,
  schema: S,
  build: () => Promise<z.output<S>>,
): Promise<string> {
  const version = await listingVersion(db, companyId);
  const key = `${listing}|${companyId}|${version}|${todayInBrazil()}|${canonical(query)}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const json = JSON.stringify(schema.encode(await build()));
  cache.set(key, json);
  return json;
}

/**
 * A route's answer through the cache: `build` makes it for the caller when the cache has none.
 * Sent as the JSON string it is (checked against `schema` when it was built).
 */
export async function sendListing<S extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  listing: 'list' | 'kanban',
  schema: S,
  build: (ctx: ServiceContext) => Promise<z.output<S>>,
) {
  const ctx = contextOf(request);
  const json = await cachedListing(
    request.server.deps.db,
    request.server.deps.listings,
    ctx.companyId,
    listing,
    request.query as object,
    schema,
    () => build(ctx),
  );
  return reply.type('application/json; charset=utf-8').send(json);
}

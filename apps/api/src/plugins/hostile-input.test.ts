import { allows, isProviderRole, ROLES, type Role, type SessionUser } from '@lince/contracts';
import { companies, documentTypes, users } from '@lince/db';
import { createCompany, createDiligence, createEntity, createUser } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, loggedInUser, type TestApp } from '../testing/helpers.ts';
import { INVALID_DATA_CODE } from './errors.ts';

/**
 * Route walker: every route of the OpenAPI document, every string field of its JSON body and
 * every query and path parameter receives hostile values (control characters, unpaired
 * surrogates, invalid UTF-8, a 100 kB string, SQL and HTML fragments, dates of year 0000, huge
 * and negative numbers, wrong types), as each role. Not one answer may be a 5xx.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
};
interface Operation {
  parameters?: { in: 'query' | 'path' | 'header'; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const BIG = 'x'.repeat(100_000);

/** Values a JSON body's string field receives. */
const HOSTILE_STRINGS: unknown[] = [
  'a\u0000b',
  'x\ud800y',
  'a\u0007\u001bb',
  BIG,
  "' OR '1'='1'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '0000-01-01',
  {},
];
/** Values a JSON body's number field receives. */
const HOSTILE_NUMBERS: unknown[] = [-1, 1e308, 0.001, 'abc'];

/** Raw (already percent-encoded) values of query and path parameters. */
const HOSTILE_QUERY_VALUES: string[] = [
  'a%00b',
  '%ED%A0%80', // an unpaired surrogate (U+D800) as UTF-8 would carry it: invalid UTF-8
  '%FF',
  '%07',
  '%',
  encodeURIComponent(BIG.slice(0, 20_000)),
  encodeURIComponent("' OR 1=1 --"),
  encodeURIComponent('<script>alert(1)</script>'),
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '-1',
  '1e308',
];

const walked = { requests: 0, serverErrors: [] as string[] };

let t: TestApp;
const actors = new Map<Role, SessionUser>();
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const provider = await createCompany(t.db, { name: 'Lince (matriz)' });
  const client = await createCompany(t.db, { name: 'Cliente A' });
  for (const role of ROLES) {
    const companyId = isProviderRole(role) ? provider.id : client.id;
    actors.set(role, (await loggedInUser(t, { role, companyId })).session);
  }
  const user = await createUser(t.db, { companyId: client.id, role: 'DEFAULT' });
  const diligence = await createDiligence(t.db, { companyId: client.id, ownerId: user.id });
  const entity = await createEntity(t.db, { companyId: client.id, diligenceId: diligence.id });
  const [type] = await t.db.select().from(documentTypes).limit(1);
  const terms = await t.app.inject({
    method: 'POST',
    url: '/v1/terms',
    headers: authHeaders(actors.get('LINCE_ADMIN')!),
    payload: { title: 'Termos hostis', text: 'Texto dos termos para o teste de entradas.' },
  });
  Object.assign(ids, {
    users: user.id,
    companies: client.id,
    diligences: diligence.id,
    entityId: entity.id,
    'document-types': type!.id,
    terms: terms.json()._id,
    cep: '01001000',
  });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

/** A valid value of path parameter `name` in `path` (`/v1/users/{id}` → a user's id). */
function validParam(path: string, name: string): string {
  if (name === 'id') return ids[path.split('/')[2]!] ?? 'sem-id';
  return ids[name] ?? 'sem-valor';
}

function fillPath(path: string, override?: { name: string; raw: string }) {
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    override?.name === name ? override.raw : encodeURIComponent(validParam(path, name)),
  );
}

/** Leaf fields of a JSON schema: `[path, kind]`, kind being the JSON type the field expects. */
function leaves(schema: JsonSchema | undefined, prefix: string[] = []): [string[], string][] {
  if (!schema) return [];
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants) return variants.flatMap((v) => leaves(v, prefix));
  const types = ([] as string[]).concat(schema.type ?? []);
  if (schema.properties)
    return Object.entries(schema.properties).flatMap(([key, value]) =>
      leaves(value, [...prefix, key]),
    );
  if (types.includes('array')) return leaves(schema.items, [...prefix, '0']);
  if (types.includes('string') || schema.enum) return [[prefix, 'string']];
  if (types.includes('number') || types.includes('integer')) return [[prefix, 'number']];
  if (types.includes('boolean')) return [[prefix, 'boolean']];
  return prefix.length ? [[prefix, 'string']] : [];
}

/**
 * Valid bodies of the routes that create: a hostile value replaces one of their fields, so that
 * the rest of the body passes and the value goes as far as it can (down to the database).
 */
const validBodies = (): Record<string, Record<string, unknown>> => ({
  'POST /v1/diligences': { title: 'Aquisição hostil', purpose: 'M_A', ownerId: ids.users },
  'POST /v1/diligences/{id}/entities': {
    kind: 'PF',
    name: 'Parte hostil',
    document: '529.982.247-25',
    roleInDiligence: 'SOCIO',
  },
  'POST /v1/terms': { title: 'Termos', text: 'Texto dos termos hostis.' },
  'POST /v1/document-types': { name: 'Tipo hostil', category: 'OUTRO', appliesTo: 'AMBOS' },
  'POST /v1/companies': { name: 'Empresa hostil', cnpj: '11.222.333/0001-81' },
  'POST /v1/users': {
    name: 'Pessoa hostil',
    email: 'hostil@example.com',
    role: 'DEFAULT',
    companyId: ids.companies,
  },
});

/** `base` with the field at `path` set to `value` (`0` stands for an array's first item). */
function withValue(base: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (head === '0') return [withValue(undefined, rest, value)];
  const object = base && typeof base === 'object' ? (base as Record<string, unknown>) : {};
  return { ...object, [head!]: withValue(object[head!], rest, value) };
}

/** Switch back on whatever a request may have switched off, so that every actor keeps working. */
async function reactivateEverything() {
  await t.db.update(users).set({ active: true });
  await t.db.update(companies).set({ active: true });
}

async function send(
  role: Role,
  method: Method,
  url: string,
  payload: unknown,
  label: string,
): Promise<void> {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...authHeaders(actors.get(role)!), 'content-type': 'application/json' },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
  walked.requests += 1;
  // A 400 of the database's last-resort mapping means a schema let the value through: a failure too.
  const lastResort =
    response.statusCode === 400 && response.json().error?.code === INVALID_DATA_CODE;
  if (response.statusCode >= 500 || lastResort)
    walked.serverErrors.push(`${role} ${method} ${label}: ${response.statusCode}`);
}

/** Every hostile request of one route for one role. */
async function walkRoute(role: Role, method: Method, path: string, operation: Operation) {
  const params = operation.parameters ?? [];
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(method);
  const baseBody = hasBody ? {} : undefined;
  const baseUrl = fillPath(path);
  for (const param of params.filter((p) => p.in === 'path')) {
    for (const raw of HOSTILE_QUERY_VALUES) {
      const url = fillPath(path, { name: param.name, raw });
      await send(role, method, url, baseBody, `${path} {${param.name}}=${raw.slice(0, 20)}`);
    }
  }
  for (const param of params.filter((p) => p.in === 'query')) {
    for (const raw of HOSTILE_QUERY_VALUES) {
      const url = `${baseUrl}?${param.name}=${raw}`;
      await send(role, method, url, baseBody, `${path}?${param.name}=${raw.slice(0, 20)}`);
    }
    await send(
      role,
      method,
      `${baseUrl}?${param.name}=1&${param.name}=2`,
      baseBody,
      `${path} ?${param.name} twice`,
    );
  }
  if (!hasBody) return;
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  const valid = validBodies()[`${method} ${path}`];
  for (const [field, kind] of leaves(schema)) {
    const values = kind === 'number' ? HOSTILE_NUMBERS : HOSTILE_STRINGS;
    for (const value of values) {
      const label = `${path} body.${field.join('.')}=${JSON.stringify(value).slice(0, 20)}`;
      await send(role, method, baseUrl, withValue(valid, field, value), label);
    }
  }
  for (const body of [[], 'texto', null, { ['chave\u0000']: 'x' }])
    await send(role, method, baseUrl, body, `${path} body=${JSON.stringify(body)}`);
}

describe('hostile input on every route', () => {
  it('no route answers a 5xx to hostile values, for any role', async () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({
          path,
          method: method.toUpperCase() as Method,
          operation,
        })),
    );
    expect(routes.length).toBeGreaterThan(40);
    const started = Date.now();
    const permissions = new Map(
      t.app.registeredRoutes().map((r) => [`${r.method} ${r.url}`, r.permission]),
    );
    for (const role of ROLES) {
      for (const { path, method, operation } of routes) {
        // Logging out would end the actor's session for the rest of the walk.
        if (path === '/v1/users/logout') continue;
        const permission = permissions.get(`${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
        // A role the route refuses is answered 403 before its input is read: one request tells.
        if (
          permission &&
          permission !== 'public' &&
          permission !== 'exempt' &&
          !allows(permission as never, role)
        ) {
          await send(role, method, fillPath(path), undefined, `${path} (403)`);
          continue;
        }
        await walkRoute(role, method, path, operation);
        await reactivateEverything();
      }
    }
    console.info(
      `hostile-input: ${walked.requests} requests, ${routes.length} routes, ` +
        `${walked.serverErrors.length} 5xx, ${Date.now() - started} ms`,
    );
    expect(walked.serverErrors).toEqual([]);
  }, 600_000);
});

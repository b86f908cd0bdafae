import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createTestApp,
  json,
  loggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';
import { closedPortUrl, startFakeViaCep, type FakeViaCep } from '../../testing/viacep-server.ts';
import { TtlLruCache } from '../../lib/ttl-lru-cache.ts';
import { createCepService } from './service.ts';

let viacep: FakeViaCep;
let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  viacep = await startFakeViaCep({
    booleanErro: ['11111111'],
    slow: { '33333333': 2000 },
    failing: ['44444444'],
    html: ['55555555'],
  });
  t = await createTestApp({ VIACEP_URL: viacep.url, VIACEP_TIMEOUT_MS: '300' });
  headers = authHeaders((await loggedInUser(t)).session);
});
afterAll(async () => {
  await t.close();
  await viacep.close();
});

const get = (cep: string, h = headers) =>
  t.app.inject({ method: 'GET', url: `/v1/cep/${cep}`, headers: h });

describe('GET /v1/cep/{cep}', () => {
  it('answers the address of a known CEP (with or without the hyphen), cached', async () => {
    const response = await get('01001-000');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      cep: '01001000',
      logradouro: 'Praça da Sé',
      complemento: 'lado ímpar',
      bairro: 'Sé',
      cidade: 'São Paulo',
      uf: 'SP',
      ibge: '3550308',
    });
    expect(viacep.requests).toContain('/ws/01001000/json/');
    const calls = viacep.requests.length;
    expect((await get('01001000')).statusCode).toBe(200);
    expect(viacep.requests.length).toBe(calls);
  });

  it('404 "CEP não encontrado." for {"erro": "true"} and for {"erro": true}', async () => {
    for (const cep of ['99999999', '11111111']) {
      const response = await get(cep);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({
        error: { code: 'NOT_FOUND', message: 'CEP não encontrado.' },
      });
    }
  });

  it('400 for a malformed CEP, before any outside call', async () => {
    const before = viacep.requests.length;
    for (const cep of ['123', '1234567890', 'abcde-fgh', '00000000', '01001-00x']) {
      const response = await get(encodeURIComponent(cep));
      expect(response.statusCode, cep).toBe(400);
      expect(json<{ error: { code: string } }>(response).error.code).toBe('VALIDATION_ERROR');
    }
    expect(viacep.requests.length).toBe(before);
  });

  it('503 in Portuguese when the service is slow, failing, not JSON or down', async () => {
    for (const cep of ['33333333', '44444444', '55555555']) {
      const started = Date.now();
      const response = await get(cep);
      expect(response.statusCode, cep).toBe(503);
      expect(json(response)).toEqual({
        error: {
          code: 'UNAVAILABLE',
          message: 'Não foi possível consultar o CEP agora; preencha o endereço manualmente.',
        },
      });
      expect(Date.now() - started).toBeLessThan(1500);
    }
    viacep.down = true;
    try {
      expect((await get('22070011')).statusCode).toBe(503);
    } finally {
      viacep.down = false;
    }
    // A failure is not cached: the same CEP works once the service is back.
    expect((await get('22070011')).statusCode).toBe(200);
  });

  it('503 when nothing listens at VIACEP_URL (closed port)', async () => {
    const service = createCepService({
      url: await closedPortUrl(),
      timeoutMs: 1000,
      cacheTtlSeconds: 60,
      cacheMaxEntries: 10,
    });
    await expect(service.lookup('01001000')).rejects.toMatchObject({
      statusCode: 503,
      code: 'UNAVAILABLE',
    });
  });

  it('401 without a session', async () => {
    expect((await get('01001000', {})).statusCode).toBe(401);
  });
});

describe('TtlLruCache', () => {
  it('expires entries after the TTL and evicts the least recently used beyond the bound', () => {
    let now = 0;
    const cache = new TtlLruCache<number>(2, 1000, () => now);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.size).toBe(2);
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
  });
});

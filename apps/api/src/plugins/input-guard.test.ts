import type { SessionUser } from '@lince/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, companyWithAnalyst, createTestApp, type TestApp } from '../testing/helpers.ts';
import { errorsPlugin, INVALID_DATA_CODE } from './errors.ts';
import { MALFORMED_URL_MESSAGE } from './input-guard.ts';

let t: TestApp;
let analyst: SessionUser;
let diligenceId: string;

beforeAll(async () => {
  t = await createTestApp();
  const { analyst: a } = await companyWithAnalyst(t, {}, { role: 'ADMIN' });
  analyst = a.session;
  const created = await callAs(t, analyst, 'POST', '/v1/diligences', {
    title: 'Aquisição da Alfa',
    purpose: 'M_A',
    ownerId: analyst._id,
  });
  expect(created.statusCode).toBe(201);
  diligenceId = created.json()._id;
});
afterAll(async () => {
  await t.close();
});

const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string; message: string; details?: unknown[] } }).error;

describe('text the database can store', () => {
  it('NUL or an unpaired surrogate in a body field is a 400 naming the field', async () => {
    for (const title of ['Alfa\u0000', 'Alfa \ud800']) {
      const response = await callAs(t, analyst, 'PATCH', `/v1/diligences/${diligenceId}`, {
        title,
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).details).toEqual([
        { path: 'title', message: 'Título contém caracteres inválidos.' },
      ]);
    }
    const profile = await callAs(t, analyst, 'PATCH', '/v1/users/me', { name: 'Ana\u0007' });
    expect(profile.statusCode).toBe(400);
    expect(errorOf(profile).details).toEqual([
      { path: 'name', message: 'Nome contém caracteres inválidos.' },
    ]);
  });

  it('tab, line feed, carriage return, accents and emoji are kept', async () => {
    const description = 'Linha 1\r\n\tAção — 😀';
    const response = await callAs(t, analyst, 'PATCH', `/v1/diligences/${diligenceId}`, {
      description,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().description).toBe(description);
  });

  it('NUL in a query parameter is a 400 naming the field', async () => {
    for (const url of [
      '/v1/search?q=a%00b',
      '/v1/diligences?search=%00',
      '/v1/team-members?search=%00',
    ]) {
      const response = await callAs(t, analyst, 'GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response).details, url).toEqual([
        expect.objectContaining({ message: 'Busca contém caracteres inválidos.' }),
      ]);
    }
  });

  it('invalid UTF-8 or a malformed escape in the URL is a 400', async () => {
    for (const url of ['/v1/search?q=%FF', '/v1/search?q=%ED%A0%80', '/v1/search?q=100%']) {
      const response = await callAs(t, analyst, 'GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response).message).toBe(MALFORMED_URL_MESSAGE);
    }
    const fine = await callAs(t, analyst, 'GET', `/v1/search?q=${encodeURIComponent('ação')}`);
    expect(fine.statusCode).toBe(200);
  });

  it('a path parameter with NUL is a 400 before any hook reads it', async () => {
    const response = await callAs(t, analyst, 'GET', '/v1/diligences/a%00b');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toEqual([
      { path: 'params.id', message: 'O campo id contém caracteres inválidos.' },
    ]);
  });

  it('a field declared with a bare string is still refused by the safety net', async () => {
    // The avatar's cache-busting `v` is a bare string of its route.
    const response = await callAs(t, analyst, 'GET', `/v1/users/${analyst._id}/avatar?v=a%00b`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toEqual([
      { path: 'query.v', message: 'O campo v contém caracteres inválidos.' },
    ]);
  });
});

describe('dates and numbers in range', () => {
  it('a body date of year 0000 or out of 1900–2199 is a 400, never a 500', async () => {
    for (const dueDate of ['0000-01-01', '1899-12-31', '2200-01-01', '2024-02-30']) {
      const response = await callAs(t, analyst, 'PATCH', `/v1/diligences/${diligenceId}`, {
        dueDate,
      });
      expect(response.statusCode, dueDate).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_ERROR');
    }
  });

  it('a filter date out of range is a 400', async () => {
    for (const url of [
      '/v1/diligences?dueFrom=0000-01-01',
      '/v1/diligences/kanban?dueTo=0000-01-01',
      '/v1/activities?from=0000-01-01T00:00:00Z',
    ]) {
      const response = await callAs(t, analyst, 'GET', url);
      expect([400, 403], url).toContain(response.statusCode);
      if (response.statusCode === 400) expect(errorOf(response).code).toBe('VALIDATION_ERROR');
    }
  });

  it('pages, sizes and limits out of range are a 400', async () => {
    for (const url of [
      '/v1/diligences?page=0',
      '/v1/diligences?page=1e308',
      '/v1/diligences?pageSize=101',
      '/v1/diligences?pageSize=-1',
      '/v1/diligences/kanban?limit=100000',
      '/v1/team-members?limit=0',
    ]) {
      const response = await callAs(t, analyst, 'GET', url);
      expect(response.statusCode, url).toBe(400);
    }
  });
});

describe('last resort', () => {
  it('a data exception of PostgreSQL (class 22) that a schema let through is a 400, other errors a 500', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/byte-sequence', async () => {
      throw new Error('Failed query', { cause: { code: '22021' } });
    });
    app.get('/bug', async () => {
      throw new Error('Failed query', { cause: { code: '42P01' } });
    });
    const refused = await app.inject({ method: 'GET', url: '/byte-sequence' });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).code).toBe(INVALID_DATA_CODE);
    expect((await app.inject({ method: 'GET', url: '/bug' })).statusCode).toBe(500);
    await app.close();
  });
});

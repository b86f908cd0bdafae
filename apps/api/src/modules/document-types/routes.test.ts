import { activities, eq } from '@lince/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  loggedInUser,
  type TestApp,
  callAs,
  type ApiMethod,
} from '../../testing/helpers.ts';

let t: TestApp;
let provider: Awaited<ReturnType<typeof loggedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  provider = await loggedInUser(t, { role: 'LINCE_DEFAULT' });
});
afterAll(async () => {
  await t.close();
});

const call = (method: ApiMethod, url: string, payload?: unknown, session = provider.session) =>
  callAs(t, session, method, url, payload);

describe('document types', () => {
  it('comes seeded with the usual certidões (issuer, validity, PF/PJ)', async () => {
    const response = await call('GET', '/v1/document-types?pageSize=100');
    expect(response.statusCode).toBe(200);
    const items = response.json().items as {
      name: string;
      issuer: string;
      validityDays: number;
      appliesTo: string;
      category: string;
    }[];
    expect(items.length).toBeGreaterThanOrEqual(18);
    const byName = (part: string) => items.find((i) => i.name.includes(part))!;
    expect(byName('CND de Débitos Federais')).toMatchObject({
      validityDays: 180,
      category: 'CERTIDAO',
      appliesTo: 'AMBOS',
    });
    expect(byName('FGTS')).toMatchObject({
      issuer: 'Caixa Econômica Federal',
      validityDays: 30,
      appliesTo: 'PJ',
    });
    expect(byName('CNDT')).toMatchObject({ validityDays: 180 });
    expect(byName('Matrícula do Imóvel')).toMatchObject({ category: 'IMOVEL', validityDays: 30 });
    expect(byName('RG ou CNH')).toMatchObject({ appliesTo: 'PF', validityDays: null });
    expect(byName('Balanço Patrimonial')).toMatchObject({ category: 'FINANCEIRO' });
  });

  it('filters, searches and paginates', async () => {
    const certidoes = await call('GET', '/v1/document-types?category=CERTIDAO&appliesTo=PJ');
    expect(
      certidoes
        .json()
        .items.every(
          (i: { category: string; appliesTo: string }) =>
            i.category === 'CERTIDAO' && i.appliesTo === 'PJ',
        ),
    ).toBe(true);
    const search = await call('GET', '/v1/document-types?search=tst');
    expect(search.json().items.map((i: { name: string }) => i.name)).toEqual([
      'CNDT — Certidão Negativa de Débitos Trabalhistas',
    ]);
    const page = await call(
      'GET',
      '/v1/document-types?pageSize=5&page=2&sort=validityDays&order=desc',
    );
    expect(page.json()).toMatchObject({ page: 2, pageSize: 5 });
    expect(page.json().items).toHaveLength(5);
    expect((await call('GET', '/v1/document-types?category=XPTO')).statusCode).toBe(400);
  });

  it('creates, edits, deactivates and reactivates (never deletes); every write is audited', async () => {
    const created = await call('POST', '/v1/document-types', {
      name: 'Certidão de Ações Trabalhistas (TRT)',
      category: 'CERTIDAO',
      appliesTo: 'AMBOS',
      issuer: 'Tribunal Regional do Trabalho',
      validityDays: 30,
      instructions: '',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id;
    expect(created.json()).toMatchObject({ active: true, instructions: null });
    const edited = await call('PATCH', `/v1/document-types/${id}`, {
      validityDays: null,
      issuer: 'TRT',
    });
    expect(edited.json()).toMatchObject({
      validityDays: null,
      issuer: 'TRT',
      name: 'Certidão de Ações Trabalhistas (TRT)',
    });
    const off = await call('POST', `/v1/document-types/${id}/deactivate`);
    expect(off.json().active).toBe(false);
    const active = await call('GET', '/v1/document-types/active');
    expect(active.json().items.some((i: { _id: string }) => i._id === id)).toBe(false);
    expect((await call('POST', `/v1/document-types/${id}/activate`)).json().active).toBe(true);
    expect((await call('DELETE', `/v1/document-types/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `/v1/document-types/${id}`)).statusCode).toBe(200);
    const audit = await t.db.select().from(activities).where(eq(activities.targetId, id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'DOCUMENT_TYPE_ACTIVATED',
      'DOCUMENT_TYPE_CREATED',
      'DOCUMENT_TYPE_DEACTIVATED',
      'DOCUMENT_TYPE_UPDATED',
    ]);
    expect(
      audit.every((a) => a.companyId === provider.user.companyId && a.userId === provider.user.id),
    ).toBe(true);
  });

  it('refuses bad input with 400 and an unknown id with 404', async () => {
    const base = { name: 'Tipo X', category: 'OUTRO', appliesTo: 'PF' };
    expect(
      (await call('POST', '/v1/document-types', { ...base, category: 'NADA' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/v1/document-types', { ...base, validityDays: 0 })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/v1/document-types', { ...base, validityDays: 1.5 })).statusCode,
    ).toBe(400);
    expect((await call('POST', '/v1/document-types', { ...base, name: 'x' })).statusCode).toBe(400);
    expect((await call('PATCH', '/v1/document-types/nao-existe', { name: 'Abc' })).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/v1/document-types/nao-existe/deactivate')).statusCode).toBe(404);
  });

  it('everyone signed in reads the active catalogue; only the LINCE roles manage it', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/document-types/active' })).statusCode,
    ).toBe(401);
    for (const role of ['ADMIN', 'DEFAULT'] as const) {
      const other = await loggedInUser(t, { role });
      const active = await call('GET', '/v1/document-types/active', undefined, other.session);
      expect(active.statusCode).toBe(200);
      expect(active.json().items.every((i: { active: boolean }) => i.active)).toBe(true);
      expect((await call('GET', '/v1/document-types', undefined, other.session)).statusCode).toBe(
        403,
      );
      expect(
        (
          await call(
            'POST',
            '/v1/document-types',
            { name: 'Tipo', category: 'OUTRO', appliesTo: 'PF' },
            other.session,
          )
        ).statusCode,
      ).toBe(403);
    }
  });
});

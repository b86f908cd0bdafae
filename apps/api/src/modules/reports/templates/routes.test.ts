import type { ReportTemplate } from '@lince/contracts';
import { activities, and, eq } from '@lince/db';
import { createCompany } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  createTestApp,
  expiredAuthHeaders,
  json,
  loggedInUser,
  type ApiMethod,
  type LoggedInUser,
  type TestApp,
} from '../../../testing/helpers.ts';
import { previewDocument, seedReportDiligence } from '../reports.test-support.ts';

let t: TestApp;
let companyId: string;
let analyst: LoggedInUser;
let admin: LoggedInUser;
let outsider: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
  analyst = await loggedInUser(t, { companyId, role: 'DEFAULT' });
  admin = await loggedInUser(t, { companyId, role: 'ADMIN' });
  const other = (await createCompany(t.db)).id;
  outsider = await loggedInUser(t, { companyId: other, role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

const as = (who: LoggedInUser, method: ApiMethod, url: string, payload?: unknown) =>
  callAs(t, who.session, method, url, payload);

let seq = 0;
async function create(body: Record<string, unknown> = {}) {
  seq += 1;
  const response = await as(analyst, 'POST', '/v1/report-templates', {
    name: `Modelo ${seq}`,
    sections: ['RESUMO_EXECUTIVO', 'PROCESSOS'],
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<ReportTemplate>(response);
}

const actionsOf = async (id: string) =>
  (
    await t.db
      .select({ action: activities.action })
      .from(activities)
      .where(and(eq(activities.companyId, companyId), eq(activities.targetId, id)))
      .orderBy(activities.at)
  ).map((a) => a.action);

describe('report templates of the company', () => {
  it('creates (201), lists by name, edits and removes (204), each write audited', async () => {
    const created = await create({
      name: '  Crédito rápido  ',
      blocks: [{ position: 1, title: 'Nota', markdown: '**Importante**' }],
    });
    expect(created).toMatchObject({
      name: 'Crédito rápido',
      sections: ['RESUMO_EXECUTIVO', 'PROCESSOS'],
      blocks: [{ position: 1, title: 'Nota', markdown: '**Importante**' }],
      createdBy: analyst.user.name,
    });
    const another = await create({ name: 'Aquisição' });
    // Any user of the company sees them, by name.
    const list = json<{ items: ReportTemplate[] }>(await as(admin, 'GET', '/v1/report-templates'));
    const names = list.items.map((i) => i.name);
    expect(names.indexOf('Aquisição')).toBeLessThan(names.indexOf('Crédito rápido'));

    const edited = await as(admin, 'PUT', `/v1/report-templates/${created._id}`, {
      name: 'Crédito completo',
      sections: ['ESCOPO'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json<ReportTemplate>(edited)).toMatchObject({
      _id: created._id,
      name: 'Crédito completo',
      sections: ['ESCOPO'],
      blocks: [],
    });
    const removed = await as(admin, 'DELETE', `/v1/report-templates/${created._id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    const after = json<{ items: ReportTemplate[] }>(
      await as(analyst, 'GET', '/v1/report-templates'),
    );
    expect(after.items.map((i) => i._id)).toContain(another._id);
    expect(after.items.map((i) => i._id)).not.toContain(created._id);
    expect(await actionsOf(created._id)).toEqual([
      'REPORT_TEMPLATE_CREATED',
      'REPORT_TEMPLATE_UPDATED',
      'REPORT_TEMPLATE_DELETED',
    ]);
  });

  it('409 for a name the company already uses, whatever the case; another company may use it', async () => {
    await create({ name: 'Padrão do Banco' });
    const clash = await as(analyst, 'POST', '/v1/report-templates', {
      name: 'PADRÃO DO BANCO',
      sections: ['ESCOPO'],
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe('Já existe um modelo de relatório com este nome.');
    const other = await create({ name: 'Outro nome' });
    const renamed = await as(analyst, 'PUT', `/v1/report-templates/${other._id}`, {
      name: 'padrão do banco',
      sections: ['ESCOPO'],
    });
    expect(renamed.statusCode).toBe(409);
    const elsewhere = await as(outsider, 'POST', '/v1/report-templates', {
      name: 'Padrão do Banco',
      sections: ['ESCOPO'],
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('400 for bad input, 401 without a valid session', async () => {
    const own = await create();
    for (const body of [
      {},
      { name: '', sections: ['ESCOPO'] },
      { name: 'x'.repeat(121), sections: ['ESCOPO'] },
      { name: 'Sem seções', sections: [] },
      { name: 'Desconhecida', sections: ['NADA'] },
      { name: 'Repetida', sections: ['ESCOPO', 'ESCOPO'] },
      { name: 'Bloco', sections: ['ESCOPO'], blocks: [{ position: 99, markdown: 'x' }] },
      { name: 'Nulo\u0000', sections: ['ESCOPO'] },
      { name: 'Extra', sections: ['ESCOPO'], owner: 'eu' },
    ]) {
      const response = await as(analyst, 'POST', '/v1/report-templates', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message).toBeTruthy();
    }
    expect(
      (await as(analyst, 'PUT', `/v1/report-templates/${own._id}`, { name: 'x' })).statusCode,
    ).toBe(400);
    expect((await as(analyst, 'DELETE', `/v1/report-templates/${'x'.repeat(65)}`)).statusCode).toBe(
      400,
    );
    const anonymous = await t.app.inject({ method: 'GET', url: '/v1/report-templates' });
    expect(anonymous.statusCode).toBe(401);
    const expired = await t.app.inject({
      method: 'POST',
      url: '/v1/report-templates',
      headers: await expiredAuthHeaders(analyst.user.id),
      payload: { name: 'Expirado', sections: ['ESCOPO'] },
    });
    expect(expired.statusCode).toBe(401);
  });

  it('another company’s template is 404 like an unknown one, for edits, removal and reports', async () => {
    const own = await create();
    const listed = json<{ items: ReportTemplate[] }>(
      await as(outsider, 'GET', '/v1/report-templates'),
    );
    expect(listed.items.map((i) => i._id)).not.toContain(own._id);
    const unknown = '0d3f3c1e-0000-4000-8000-000000000000';
    const body = { name: 'Tomado', sections: ['ESCOPO'] };
    for (const [method, payload] of [
      ['PUT', body],
      ['DELETE', undefined],
    ] as const) {
      const theirs = await as(outsider, method, `/v1/report-templates/${own._id}`, payload);
      const ghost = await as(outsider, method, `/v1/report-templates/${unknown}`, payload);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).toBe(ghost.body);
    }
    expect(
      (await as(analyst, 'GET', '/v1/report-templates'))
        .json()
        .items.map((i: ReportTemplate) => i._id),
    ).toContain(own._id);
  });

  it('a custom report takes the template’s sections and blocks; the request’s own choices win', async () => {
    const template = await create({
      sections: ['ESCOPO', 'PROCESSOS'],
      blocks: [{ position: 0, title: 'Abertura', markdown: 'Olá' }],
    });
    const s = await seedReportDiligence(t, analyst, companyId);
    const doc = await previewDocument(t, analyst, s.id, {
      kind: 'PERSONALIZADO',
      templateId: template._id,
    });
    expect(doc.sections.map((x) => x.key)).toEqual(['BLOCO', 'ESCOPO', 'PROCESSOS']);
    const overridden = await previewDocument(t, analyst, s.id, {
      kind: 'PERSONALIZADO',
      templateId: template._id,
      sections: ['ANEXO_ARQUIVOS'],
    });
    expect(overridden.sections.map((x) => x.key)).toEqual(['BLOCO', 'ANEXO_ARQUIVOS']);
    const foreign = await as(outsider, 'POST', '/v1/report-templates', {
      name: `Alheio ${template._id}`,
      sections: ['ESCOPO'],
    });
    const theirs = await callAs(
      t,
      analyst.session,
      'POST',
      `/v1/diligences/${s.id}/reports/preview`,
      {
        kind: 'PERSONALIZADO',
        templateId: json<ReportTemplate>(foreign)._id,
      },
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe('Modelo de relatório não encontrado.');
  });
});

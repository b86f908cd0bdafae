import type { DiligenceOverview } from '@lince/contracts';
import { documentTypes, documents } from '@lince/db';
import { createEntity } from '@lince/db/testing/index';
import { describe, expect, it } from 'vitest';
import { json } from '../../testing/helpers.ts';
import { useLawsuitApp, validCnj as cnj } from '../lawsuits/lawsuits.test-support.ts';

const app = useLawsuitApp();
const { as } = app;

/** The heat map of the overview, by entity name. */
async function heatMap(diligenceId: string) {
  const response = await as('GET', `/v1/diligences/${diligenceId}/overview`);
  expect(response.statusCode, response.body).toBe(200);
  const { entities } = json<DiligenceOverview>(response);
  return Object.fromEntries(entities.map((e) => [e.name, e.riskByArea]));
}

const finding = async (diligenceId: string, body: Record<string, unknown>) => {
  const response = await as('POST', `/v1/diligences/${diligenceId}/findings`, {
    title: 'Apontamento',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ _id: string }>(response);
};

const empty = { DOCUMENTOS: null, CADASTRO: null, PROCESSOS: null, FINANCEIRO: null };

describe('overview risk heat map (entities × areas)', () => {
  it('each area takes the worst of its open findings; a PROVAVEL passive lawsuit puts Processos at ALTO', async () => {
    const s = await app.setup();
    expect(await heatMap(s.id)).toEqual({ 'Alvo S.A.': empty, 'Sócio Ltda.': empty });

    const [type] = await app.t.db.select({ id: documentTypes.id }).from(documentTypes).limit(1);
    const [document] = await app.t.db
      .insert(documents)
      .values({
        companyId: app.companyId,
        diligenceId: s.id,
        entityId: s.a,
        documentTypeId: type!.id,
        source: 'MANUAL',
        required: false,
      })
      .returning();
    await finding(s.id, { severity: 'BAIXA', documentId: document!.id });
    await finding(s.id, { severity: 'MEDIA', entityId: s.a });
    await finding(s.id, { severity: 'CRITICA', entityId: s.a, area: 'CADASTRO' });
    await finding(s.id, { severity: 'BAIXA', entityId: s.a, area: 'PROCESSO' });
    await finding(s.id, { severity: 'ALTA', entityId: s.b, area: 'FINANCEIRO' });
    const resolved = await finding(s.id, {
      severity: 'CRITICA',
      entityId: s.b,
      area: 'FINANCEIRO',
    });
    await as('PATCH', `/v1/diligences/${s.id}/findings/${resolved._id}`, { resolved: true });
    // A finding of the whole diligence belongs to no cell.
    await finding(s.id, { severity: 'CRITICA' });

    expect(await heatMap(s.id)).toEqual({
      'Alvo S.A.': {
        DOCUMENTOS: 'MEDIO',
        CADASTRO: 'CRITICO',
        PROCESSOS: 'BAIXO',
        FINANCEIRO: null,
      },
      'Sócio Ltda.': { ...empty, FINANCEIRO: 'ALTO' },
    });

    // Lawsuits: a PROVAVEL passive one raises Processos to ALTO; a PROVAVEL one on another side,
    // or a POSSIVEL one, to MEDIO.
    await app.create(s.list, { cnjNumber: cnj(20), side: 'ATIVO', risk: 'PROVAVEL' });
    expect((await heatMap(s.id))['Alvo S.A.']!.PROCESSOS).toBe('MEDIO');
    const lawsuit = await app.create(s.list, { cnjNumber: cnj(21), risk: 'PROVAVEL' });
    expect((await heatMap(s.id))['Alvo S.A.']!.PROCESSOS).toBe('ALTO');
    await as('PUT', s.one(lawsuit._id), { risk: 'REMOTA' });
    expect((await heatMap(s.id))['Alvo S.A.']!.PROCESSOS).toBe('MEDIO');
    await as('PUT', s.one(lawsuit._id), { risk: 'PROVAVEL' });
    await finding(s.id, { severity: 'CRITICA', entityId: s.a, area: 'PROCESSO' });
    // A worse finding still wins over the lawsuit.
    expect((await heatMap(s.id))['Alvo S.A.']!.PROCESSOS).toBe('CRITICO');
  });

  it('a PF party’s three Possível labour lawsuits, whatever their side, put its Processos at MEDIO, not "sem risco"', async () => {
    const s = await app.setup();
    const person = await createEntity(app.t.db, {
      companyId: app.companyId,
      diligenceId: s.id,
      kind: 'PF',
      name: 'João Sócio',
      document: '52998224725',
      roleInDiligence: 'SOCIO',
    });
    const list = `/v1/diligences/${s.id}/entities/${person.id}/lawsuits`;
    expect((await heatMap(s.id))['João Sócio']).toEqual(empty);
    const sides = ['OUTRO', 'ATIVO', 'PASSIVO'] as const;
    for (const [i, side] of sides.entries())
      await app.create(list, {
        cnjNumber: cnj(40 + i),
        area: 'TRABALHISTA',
        side,
        risk: 'POSSIVEL',
      });
    expect((await heatMap(s.id))['João Sócio']).toEqual({ ...empty, PROCESSOS: 'MEDIO' });
    // Each side alone counts.
    const listed = json<{ items: { _id: string; side: string }[] }>(await as('GET', list)).items;
    for (const lawsuit of listed.filter((l) => l.side !== 'OUTRO'))
      expect((await as('DELETE', s.one(lawsuit._id))).statusCode).toBe(204);
    expect((await heatMap(s.id))['João Sócio']).toEqual({ ...empty, PROCESSOS: 'MEDIO' });
    // Remote or not rated: no source of risk.
    await as('PUT', s.one(listed.find((l) => l.side === 'OUTRO')!._id), { risk: 'REMOTA' });
    expect((await heatMap(s.id))['João Sócio']).toEqual(empty);
  });
});

import { computedRisks, json } from '../../testing/helpers.ts';
import { describe, expect, it } from 'vitest';
import { useLawsuitApp, validCnj as cnj } from './lawsuits.test-support.ts';

const app = useLawsuitApp();
const { as } = app;
const risks = (diligenceId: string) => computedRisks(app.t, app.analyst.session, diligenceId);

describe('computed risk', () => {
  it('a PROVAVEL passive lawsuit raises its entity (and the diligence) to ALTO, any other PROVAVEL or POSSIVEL one to MEDIO; rating it lower or removing it drops it', async () => {
    const s = await app.setup();
    const active = await app.create(s.list, {
      cnjNumber: cnj(10),
      side: 'ATIVO',
      risk: 'PROVAVEL',
    });
    const passive = await app.create(s.list, { cnjNumber: cnj(11), risk: 'POSSIVEL' });
    expect(await risks(s.id)).toEqual({
      diligence: 'MEDIO',
      entities: { 'Alvo S.A.': 'MEDIO', 'Sócio Ltda.': null },
    });
    await as('PUT', s.one(passive._id), { risk: 'PROVAVEL' });
    expect(await risks(s.id)).toEqual({
      diligence: 'ALTO',
      entities: { 'Alvo S.A.': 'ALTO', 'Sócio Ltda.': null },
    });
    // A critical finding still wins; resolved, the lawsuit keeps the entity at ALTO.
    const finding = json<{ _id: string }>(
      await as('POST', `/v1/diligences/${s.id}/findings`, {
        title: 'Grave',
        severity: 'CRITICA',
        entityId: s.a,
      }),
    );
    expect((await risks(s.id)).entities['Alvo S.A.']).toBe('CRITICO');
    await as('PATCH', `/v1/diligences/${s.id}/findings/${finding._id}`, {
      resolved: true,
    });
    expect((await risks(s.id)).entities['Alvo S.A.']).toBe('ALTO');
    await as('PUT', s.one(passive._id), { side: 'ATIVO' });
    expect((await risks(s.id)).entities['Alvo S.A.']).toBe('MEDIO');
    await as('PUT', s.one(passive._id), { side: 'PASSIVO' });
    expect((await risks(s.id)).diligence).toBe('ALTO');
    expect((await as('DELETE', s.one(passive._id))).statusCode).toBe(204);
    expect(await risks(s.id)).toEqual({
      diligence: 'MEDIO',
      entities: { 'Alvo S.A.': 'MEDIO', 'Sócio Ltda.': null },
    });
    await as('PUT', s.one(active._id), { risk: 'REMOTA' });
    expect(await risks(s.id)).toEqual({
      diligence: null,
      entities: { 'Alvo S.A.': null, 'Sócio Ltda.': null },
    });
    expect(active.risk).toBe('PROVAVEL');
  });
});

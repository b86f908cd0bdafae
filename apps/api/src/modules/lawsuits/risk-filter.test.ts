import type { LawsuitList } from '@lince/contracts';
import { describe, expect, it } from 'vitest';
import { expiredAuthHeaders, foreignDiligence, json } from '../../testing/helpers.ts';
import { useLawsuitApp, validCnj as cnj } from './lawsuits.test-support.ts';

const app = useLawsuitApp();
const { as } = app;

describe('the lawsuit list’s risk filter', () => {
  it('NAO_CLASSIFICADO lists the lawsuits not rated yet; a rating lists its own', async () => {
    const s = await app.setup();
    await app.create(s.list, { cnjNumber: cnj(1), risk: 'PROVAVEL' });
    await app.create(s.list, { cnjNumber: cnj(2) });
    await app.create(s.list, { cnjNumber: cnj(3), risk: 'POSSIVEL' });
    await app.create(s.list, { cnjNumber: cnj(4), risk: null });
    const numbers = async (query: string) => {
      const response = await as('GET', `${s.list}?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = json<LawsuitList>(response);
      return { numbers: page.items.map((l) => l.cnjNumber), total: page.total };
    };
    expect(await numbers('risk=NAO_CLASSIFICADO')).toEqual({ numbers: [cnj(2), cnj(4)], total: 2 });
    expect(await numbers('risk=POSSIVEL')).toEqual({ numbers: [cnj(3)], total: 1 });
    expect(await numbers('risk=NAO_CLASSIFICADO&side=ATIVO')).toEqual({ numbers: [], total: 0 });
  });

  it('an unknown risk is a 400 in Portuguese', async () => {
    const s = await app.setup();
    const response = await as('GET', `${s.list}?risk=SEM_RISCO`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      {
        path: 'risk',
        message: 'Risco desconhecido (use PROVAVEL, POSSIVEL, REMOTA ou NAO_CLASSIFICADO).',
      },
    ]);
  });

  it('no session or an expired one: 401; another company’s diligence: 404', async () => {
    const s = await app.setup();
    const url = `${s.list}?risk=NAO_CLASSIFICADO`;
    expect((await app.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const expired = await app.t.app.inject({
      method: 'GET',
      url,
      headers: await expiredAuthHeaders(app.analyst.user.id),
    });
    expect(expired.statusCode).toBe(401);
    const theirs = await foreignDiligence(app.t);
    const foreign = await as('GET', url.replace(s.id, theirs.diligenceId));
    expect(foreign.statusCode).toBe(404);
  });
});

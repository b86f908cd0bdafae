import type { LawsuitList } from '@lince/contracts';
import { eq, lawsuits, sql } from '@lince/db';
import { describe, expect, it } from 'vitest';
import { json } from '../../testing/helpers.ts';
import { useLawsuitApp, validCnj as cnj } from './lawsuits.test-support.ts';

const app = useLawsuitApp();

const list = async (url: string) => {
  const response = await app.as('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return json<LawsuitList>(response);
};
const counted = (page: LawsuitList) => page.summary.byAreaAndRisk.reduce((n, c) => n + c.count, 0);

const triggers = ['insert', 'update', 'delete'].map((op) => `lawsuits_${op}_bumps_versions`);
async function withoutVersionTriggers(write: () => Promise<unknown>) {
  for (const name of triggers)
    await app.t.db.execute(sql.raw(`alter table "lawsuits" disable trigger "${name}"`));
  try {
    await write();
  } finally {
    for (const name of triggers)
      await app.t.db.execute(sql.raw(`alter table "lawsuits" enable trigger "${name}"`));
  }
}

describe('the lawsuit summary is cached per version of the entity’s lawsuits', () => {
  it('is reused while nothing is written, and rebuilt after any write of them (API or database)', async () => {
    const s = await app.setup();
    const first = await app.create(s.list, {
      cnjNumber: cnj(31),
      risk: 'PROVAVEL',
      claimValue: '100.00',
      estimatedLoss: '10.00',
    });
    expect(counted(await list(s.list))).toBe(1);

    // A write the triggers do not see stays unseen in the summary (the page itself is live).
    const row = {
      companyId: app.companyId,
      diligenceId: s.id,
      entityId: s.a,
      area: 'CIVEL',
      side: 'ATIVO',
    } as const;
    await withoutVersionTriggers(() =>
      app.t.db.insert(lawsuits).values({ ...row, cnjNumber: cnj(32) }),
    );
    const stale = await list(s.list);
    expect(stale.total).toBe(2);
    expect(counted(stale)).toBe(1);

    // Any write the triggers see: an insert straight into the database…
    await app.t.db.insert(lawsuits).values({ ...row, cnjNumber: cnj(33) });
    expect(counted(await list(s.list))).toBe(3);
    // …an edit through the API…
    await app.as('PUT', s.one(first._id), { estimatedLoss: '70.00' });
    expect((await list(s.list)).summary.passiveProbableLoss).toBe('70.00');
    expect((await list(s.list)).summary.largest[0]!.estimatedLoss).toBe('70.00');
    // …a removal.
    await app.t.db.delete(lawsuits).where(eq(lawsuits.cnjNumber, cnj(33)));
    expect(counted(await list(s.list))).toBe(2);
    // Another entity's summary is its own.
    expect(counted(await list(s.list.replace(s.a, s.b)))).toBe(0);
  });
});

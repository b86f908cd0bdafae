import {
  checkItems,
  diligences,
  documents,
  entities,
  eq,
  seedDemo,
  trackVersions,
  users,
} from '@lince/db';
import { createTestDb } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../lib/passwords.ts';
import { seedDemoWorkspace } from './demo-workspace.ts';

let testDb: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.close();
});

describe('demo workspace', () => {
  it('gives the demo client company five diligences across the board, once', async () => {
    const { db } = testDb;
    await seedDemo(db, hashPassword);
    expect(await seedDemoWorkspace(db)).toBe(5);
    const [analyst] = await db.select().from(users).where(eq(users.email, 'analista@demo.test'));
    const rows = await db
      .select()
      .from(diligences)
      .where(eq(diligences.companyId, analyst!.companyId));
    expect(rows.map((d) => d.code).sort()).toEqual(
      [1, 2, 3, 4, 5].map((n) => expect.stringMatching(new RegExp(`^DD-\\d{4}-000${n}$`))),
    );
    expect(new Set(rows.map((d) => d.status))).toEqual(
      new Set(['A_INICIAR', 'COLETA', 'ANALISE', 'REVISAO']),
    );
    const parties = await db.select().from(entities);
    expect(parties).toHaveLength(9);
    // Three published tracks, written by one ADMIN and approved by the other (four eyes).
    const published = await db.select().from(trackVersions);
    expect(published.map((t) => t.name).sort()).toEqual([
      'Homologação de fornecedor',
      'Imobiliária — compra de imóvel',
      'M&A — aquisição de empresa',
    ]);
    expect(published.every((t) => t.status === 'PUBLICADA' && t.reviewedBy !== t.createdBy)).toBe(
      true,
    );
    expect(rows.filter((d) => d.trackId)).toHaveLength(3);
    const docs = await db.select().from(documents);
    // Every party of a diligence with a track has its checklist; some are already analysed.
    const withTrack = new Set(rows.filter((d) => d.trackId).map((d) => d.id));
    const partiesWithTrack = parties.filter((p) => withTrack.has(p.diligenceId));
    expect(new Set(docs.map((d) => d.entityId))).toEqual(
      new Set(partiesWithTrack.map((p) => p.id)),
    );
    expect(docs.some((d) => d.status === 'APROVADO')).toBe(true);
    expect((await db.select().from(checkItems)).length).toBeGreaterThan(0);
    expect(parties.filter((e) => e.parentEntityId)).toHaveLength(4);
    // A second start on the same data adds nothing.
    expect(await seedDemoWorkspace(db)).toBe(0);
    expect(await db.select().from(diligences)).toHaveLength(5);
  });
});

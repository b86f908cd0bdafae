import { activities, companies, eq } from '@lince/db';
import { createCompany, createTestDb, createUser, type TestDb } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, audited, changes, type AuditEntry } from './audit.ts';
import { inTransaction, type ServiceContext } from '../core/context.ts';

let testDb: TestDb;
let ctx: ServiceContext;

beforeAll(async () => {
  testDb = await createTestDb();
  const companyId = (await createCompany(testDb.db, { name: 'Antes' })).id;
  const userId = (await createUser(testDb.db, { companyId })).id;
  ctx = { userId, companyId, role: 'ADMIN', ip: '203.0.113.7', db: testDb.db };
});
afterAll(async () => {
  await testDb.close();
});

const rename = (to: string) => (tx: ServiceContext) =>
  tx.db
    .update(companies)
    .set({ name: to })
    .where(eq(companies.id, ctx.companyId))
    .returning({ id: companies.id })
    .then(([row]) => row!.id);
const nameNow = async () =>
  (await testDb.db.select().from(companies).where(eq(companies.id, ctx.companyId)))[0]!.name;
const trail = () =>
  testDb.db.select().from(activities).where(eq(activities.companyId, ctx.companyId));

describe('audited writes', () => {
  it('records the entry with the context’s company, user and IP, built from the result', async () => {
    const id = await audited(
      ctx,
      (companyId: string) => ({
        action: 'COMPANY_UPDATED',
        targetType: 'company',
        targetId: companyId,
      }),
      rename('Depois'),
    );
    expect(await nameNow()).toBe('Depois');
    const [entry] = await trail();
    expect(entry).toMatchObject({
      action: 'COMPANY_UPDATED',
      targetType: 'company',
      targetId: id,
      companyId: ctx.companyId,
      userId: ctx.userId,
      ip: '203.0.113.7',
    });
  });

  it('neither the write nor the entry when the write fails, nor when the entry fails', async () => {
    const before = (await trail()).length;
    await expect(
      audited(ctx, { action: 'COMPANY_UPDATED', targetType: 'company' }, async (tx) => {
        await rename('Perdido')(tx);
        throw new Error('falhou depois de escrever');
      }),
    ).rejects.toThrow('falhou depois de escrever');
    // An entry the database refuses (a user that does not exist) undoes the write too.
    await expect(
      audited(
        { ...ctx, userId: '00000000-0000-0000-0000-000000000000' },
        { action: 'COMPANY_UPDATED', targetType: 'company' },
        rename('Também perdido'),
      ),
    ).rejects.toThrow();
    expect(await nameNow()).toBe('Depois');
    expect((await trail()).length).toBe(before);
  });

  it('joins an open transaction: two audited writes commit or roll back together', async () => {
    const before = (await trail()).length;
    await expect(
      inTransaction(ctx, async (tx) => {
        await audited(tx, { action: 'COMPANY_UPDATED', targetType: 'company' }, rename('Um'));
        await audit(tx, { action: 'COMPANY_SETTINGS_UPDATED', targetType: 'company' });
        throw new Error('desfaz tudo');
      }),
    ).rejects.toThrow('desfaz tudo');
    expect(await nameNow()).toBe('Depois');
    expect((await trail()).length).toBe(before);
  });

  it('accepts only labelled actions and known targets (checked by the compiler)', () => {
    // @ts-expect-error an action without a Portuguese label in contracts does not compile
    const unlabelled: AuditEntry = { action: 'COMPANY_EXPLODED', targetType: 'company' };
    // @ts-expect-error a target outside ACTIVITY_TARGETS does not compile
    const unknownTarget: AuditEntry = { action: 'COMPANY_UPDATED', targetType: 'planet' };
    expect([unlabelled.action, unknownTarget.targetType]).toEqual(['COMPANY_EXPLODED', 'planet']);
  });

  it('changes() keeps only the fields that differ', () => {
    expect(changes({ a: 1, b: 'x', c: null }, { a: 1, b: 'y', c: undefined })).toEqual({
      before: { b: 'x' },
      after: { b: 'y' },
    });
  });
});

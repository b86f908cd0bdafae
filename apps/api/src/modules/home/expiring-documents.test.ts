import { dayFromToday } from '@lince/contracts/calendar';
import { EXPIRY_WATCH_DAYS, HOME_LIST_LIMIT, type Home } from '@lince/contracts';
import { diligenceMembers, documentTypes, documents } from '@lince/db';
import { createCompany, createDiligence, createEntity, createUser } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createTestApp,
  json,
  loggedInUser,
  type LoggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';

let t: TestApp;
let companyId: string;
let me: LoggedInUser;
let colleagueId: string;
let type: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
  me = await loggedInUser(t, { companyId, role: 'DEFAULT' });
  colleagueId = (await createUser(t.db, { companyId })).id;
  [type] = (await t.db
    .select({ id: documentTypes.id, name: documentTypes.name })
    .from(documentTypes)
    .limit(1)) as [{ id: string; name: string }];
});
afterAll(async () => {
  await t.close();
});

const home = async (who = me) =>
  json<Home>(
    await t.app.inject({ method: 'GET', url: '/v1/home', headers: authHeaders(who.session) }),
  );

/** A diligence with one entity and documents valid until the given days from today. */
async function diligenceWith(
  over: {
    ownerId?: string;
    status?: 'COLETA' | 'CONCLUIDA';
    dueDate?: string | null;
    code: string;
  },
  docs: { days: number; status?: 'RECEBIDO' | 'DISPENSADO' }[],
) {
  const d = await createDiligence(t.db, {
    companyId,
    ownerId: over.ownerId ?? me.user.id,
    status: over.status ?? 'COLETA',
    dueDate: over.dueDate ?? null,
    code: over.code,
  });
  const e = await createEntity(t.db, { companyId, diligenceId: d.id, name: `Parte ${over.code}` });
  const rows = await t.db
    .insert(documents)
    .values(
      docs.map((doc) => ({
        companyId,
        diligenceId: d.id,
        entityId: e.id,
        documentTypeId: type.id,
        source: 'MANUAL' as const,
        required: true,
        status: doc.status ?? 'RECEBIDO',
        validUntil: dayFromToday(doc.days),
      })),
    )
    .returning({ id: documents.id });
  return { diligence: d, entity: e, ids: rows.map((r) => r.id) };
}

describe('GET /v1/home: Documentos vencendo', () => {
  it('lists my open diligences’ documents expired, expiring within the window or before the due date; earliest first', async () => {
    const a = await diligenceWith({ code: 'DD-2090-0001', dueDate: dayFromToday(200) }, [
      { days: -3 },
      { days: 10 },
      { days: 100 }, // before the due date
      { days: 300 }, // after both
      { days: 5, status: 'DISPENSADO' },
    ]);
    const member = await diligenceWith({ code: 'DD-2090-0002', ownerId: colleagueId }, [
      { days: EXPIRY_WATCH_DAYS },
      { days: EXPIRY_WATCH_DAYS + 1 },
    ]);
    await t.db
      .insert(diligenceMembers)
      .values({ diligenceId: member.diligence.id, userId: me.user.id });
    // Not mine, or not open.
    await diligenceWith({ code: 'DD-2090-0003', ownerId: colleagueId }, [{ days: 1 }]);
    await diligenceWith({ code: 'DD-2090-0004', status: 'CONCLUIDA' }, [{ days: 1 }]);

    const { expiringDocuments } = await home();
    expect(expiringDocuments.total).toBe(4);
    expect(expiringDocuments.items).toEqual([
      {
        documentId: a.ids[0],
        diligenceId: a.diligence.id,
        diligenceCode: 'DD-2090-0001',
        entityId: a.entity.id,
        entityName: 'Parte DD-2090-0001',
        documentTypeName: type.name,
        validUntil: dayFromToday(-3),
        expired: true,
        beforeDueDate: true,
      },
      expect.objectContaining({ documentId: a.ids[1], expired: false, beforeDueDate: true }),
      expect.objectContaining({
        documentId: member.ids[0],
        diligenceCode: 'DD-2090-0002',
        validUntil: dayFromToday(EXPIRY_WATCH_DAYS),
        expired: false,
        beforeDueDate: false,
      }),
      expect.objectContaining({ documentId: a.ids[2], validUntil: dayFromToday(100) }),
    ]);

    // Another company's user sees none of them.
    const outsider = await loggedInUser(t, { role: 'DEFAULT' });
    expect((await home(outsider)).expiringDocuments).toEqual({ items: [], total: 0 });
  });

  it(`shows at most ${HOME_LIST_LIMIT}, with the count of all`, async () => {
    const analyst = await loggedInUser(t, { companyId, role: 'DEFAULT' });
    await diligenceWith(
      { code: 'DD-2090-0010', ownerId: analyst.user.id },
      Array.from({ length: HOME_LIST_LIMIT + 2 }, (_, i) => ({ days: i })),
    );
    const { expiringDocuments } = await home(analyst);
    expect(expiringDocuments.items).toHaveLength(HOME_LIST_LIMIT);
    expect(expiringDocuments.total).toBe(HOME_LIST_LIMIT + 2);
    expect(expiringDocuments.items[0]!.validUntil).toBe(dayFromToday(0));
  });
});

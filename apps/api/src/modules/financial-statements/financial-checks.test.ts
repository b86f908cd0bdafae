import { activities, and, checkItems, eq, inArray } from '@lince/db';
import { createCompany, createDiligence, createEntity } from '@lince/db/testing/index';
import type { CheckStatus, DiligenceStatus } from '@lince/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  loggedInUser,
  type LoggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';
import { SAMPLE_LINES } from './figures.test-support.ts';
import {
  createFinancialCompany,
  importFile,
  postStatement,
  workbookOf,
} from './financial-statements.test-support.ts';
import { FINANCIAL_CHECK_REASON } from './financial-checks.ts';

let t: TestApp;
let admin: LoggedInUser;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
  admin = await loggedInUser(t, { companyId, role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

/** An entity carrying `cnpj` in a diligence of `status`, with a FINANCEIRO check in `check`. */
async function holder(
  cnpj: string,
  check: CheckStatus,
  status: DiligenceStatus = 'ANALISE',
  company = companyId,
) {
  const owner =
    company === companyId ? admin.user.id : (await loggedInUser(t, { companyId: company })).user.id;
  const d = await createDiligence(t.db, { companyId: company, ownerId: owner, status });
  const e = await createEntity(t.db, { companyId: company, diligenceId: d.id, document: cnpj });
  const [row] = await t.db
    .insert(checkItems)
    .values({
      companyId: company,
      diligenceId: d.id,
      entityId: e.id,
      kind: 'FINANCEIRO',
      status: check,
    })
    .returning({ id: checkItems.id });
  return row!.id;
}

const statuses = async (ids: string[]) => {
  const rows = await t.db
    .select({ id: checkItems.id, status: checkItems.status })
    .from(checkItems)
    .where(inArray(checkItems.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)!.status);
};

describe('the financial check is satisfied by the statements', () => {
  it('a statement typed in: the open diligences’ FINANCEIRO checks of that CNPJ become CONCLUIDA, audited; waived, concluded, closed diligences and other companies are left alone', async () => {
    const company = await createFinancialCompany(t, admin);
    const otherCompany = (await createCompany(t.db)).id;
    const ids = [
      await holder(company.cnpj, 'PENDENTE'),
      await holder(company.cnpj, 'EM_ANDAMENTO', 'COLETA'),
      await holder(company.cnpj, 'DISPENSADA'),
      await holder(company.cnpj, 'PENDENTE', 'CONCLUIDA'),
      await holder(company.cnpj, 'PENDENTE', 'CANCELADA'),
      await holder(company.cnpj, 'PENDENTE', 'ANALISE', otherCompany),
    ];
    const created = await postStatement(t, admin, company._id, 2024, SAMPLE_LINES);
    expect(created.statusCode, created.body).toBe(201);
    expect(await statuses(ids)).toEqual([
      'CONCLUIDA',
      'CONCLUIDA',
      'DISPENSADA',
      'PENDENTE',
      'PENDENTE',
      'PENDENTE',
    ]);
    const trail = await t.db
      .select({ targetId: activities.targetId, summary: activities.summary })
      .from(activities)
      .where(and(eq(activities.action, 'CHECK_STATUS_CHANGED'), inArray(activities.targetId, ids)));
    expect(trail.map((a) => a.targetId).sort()).toEqual([ids[0], ids[1]].sort());
    expect(trail[0]!.summary).toMatchObject({
      kind: 'FINANCEIRO',
      status: 'CONCLUIDA',
      reason: FINANCIAL_CHECK_REASON,
    });
  });

  it('an import does the same; a refused import changes nothing', async () => {
    const company = await createFinancialCompany(t, admin);
    const id = await holder(company.cnpj, 'PENDENTE');
    const refused = await importFile(t, admin, company._id, Buffer.from('%PDF-1.4 não é planilha'));
    expect(refused.statusCode).toBe(400);
    expect(await statuses([id])).toEqual(['PENDENTE']);
    const response = await importFile(
      t,
      admin,
      company._id,
      await workbookOf([
        ['Conta', 2024],
        ['Disponibilidades', 100],
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await statuses([id])).toEqual(['CONCLUIDA']);
  });
});

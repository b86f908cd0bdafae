import type { ApiError, Diligence } from '@lince/contracts';
import { documentTypes, documents, eq } from '@lince/db';
import { createCompany, createDiligence, createEntity } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  createTestApp,
  json,
  loggedInUser,
  type ApiMethod,
  type LoggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';

let t: TestApp;
let companyId: string;
let analyst: LoggedInUser;
let types: { id: string; name: string }[];

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
  analyst = await loggedInUser(t, { companyId, role: 'DEFAULT' });
  types = await t.db
    .select({ id: documentTypes.id, name: documentTypes.name })
    .from(documentTypes)
    .orderBy(documentTypes.name)
    .limit(4);
});
afterAll(async () => {
  await t.close();
});

const as = (method: ApiMethod, url: string, payload?: unknown) =>
  callAs(t, analyst.session, method, url, payload);

describe('concluding a diligence', () => {
  it('is refused (422) while a required document is neither analysed nor waived, naming each; allowed once done', async () => {
    const d = await createDiligence(t.db, { companyId, ownerId: analyst.user.id });
    const a = await createEntity(t.db, { companyId, diligenceId: d.id, name: 'Alvo S.A.' });
    const b = await createEntity(t.db, { companyId, diligenceId: d.id, name: 'Beta Ltda.' });
    const doc = (entityId: string, type: number, required: boolean, status: string) => ({
      companyId,
      diligenceId: d.id,
      entityId,
      documentTypeId: types[type]!.id,
      source: 'MANUAL' as const,
      required,
      status: status as 'PENDENTE',
    });
    const [pending, received] = await t.db
      .insert(documents)
      .values([
        doc(a.id, 0, true, 'PENDENTE'),
        doc(b.id, 1, true, 'RECEBIDO'),
        doc(a.id, 1, true, 'APROVADO'),
        doc(a.id, 2, true, 'REPROVADO'),
        doc(b.id, 2, true, 'DISPENSADO'),
        doc(b.id, 3, true, 'APROVADO_COM_RESSALVAS'),
        doc(b.id, 0, false, 'PENDENTE'),
      ])
      .returning({ id: documents.id });
    await as('PUT', `/v1/diligences/${d.id}/risk`, { rating: 'BAIXO', justification: 'Ok.' });
    await as('PATCH', `/v1/diligences/${d.id}`, { conclusion: 'Sem óbices.' });

    const refused = await as('POST', `/v1/diligences/${d.id}/status`, { status: 'CONCLUIDA' });
    expect(refused.statusCode).toBe(422);
    const error = json<ApiError>(refused).error;
    expect(error.message).toBe(
      'Para concluir a diligência, analise ou dispense 2 documentos obrigatórios.',
    );
    expect(error.details).toEqual([
      {
        path: 'documents',
        message: `Alvo S.A.: ${types[0]!.name} (Pendente)`,
        documentId: pending!.id,
        documentTypeName: types[0]!.name,
        documentStatus: 'PENDENTE',
        entityId: a.id,
        entityName: 'Alvo S.A.',
      },
      {
        path: 'documents',
        message: `Beta Ltda.: ${types[1]!.name} (Recebido)`,
        documentId: received!.id,
        documentTypeName: types[1]!.name,
        documentStatus: 'RECEBIDO',
        entityId: b.id,
        entityName: 'Beta Ltda.',
      },
    ]);
    const still = json<Diligence>(await as('GET', `/v1/diligences/${d.id}`));
    expect(still.status).not.toBe('CONCLUIDA');

    await t.db.update(documents).set({ status: 'APROVADO' }).where(eq(documents.id, pending!.id));
    await t.db
      .update(documents)
      .set({ status: 'DISPENSADO' })
      .where(eq(documents.id, received!.id));
    const done = await as('POST', `/v1/diligences/${d.id}/status`, { status: 'CONCLUIDA' });
    expect(done.statusCode, done.body).toBe(200);
    expect(json<Diligence>(done).status).toBe('CONCLUIDA');
  });

  it('another company’s diligence is a 404; a move to an open column reads no document', async () => {
    const other = await loggedInUser(t, { role: 'DEFAULT' });
    const d = await createDiligence(t.db, { companyId, ownerId: analyst.user.id });
    const foreign = await callAs(t, other.session, 'POST', `/v1/diligences/${d.id}/status`, {
      status: 'CONCLUIDA',
    });
    expect(foreign.statusCode).toBe(404);
    const moved = await as('POST', `/v1/diligences/${d.id}/status`, { status: 'REVISAO' });
    expect(moved.statusCode).toBe(200);
  });
});

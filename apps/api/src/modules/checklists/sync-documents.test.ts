import { documentFiles, documents, documentTypes, eq, findings } from '@lince/db';
import { createDiligence, createEntity, createTrack } from '@lince/db/testing/index';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TYPE_NAMES } from '../../testing/document-fixtures.ts';
import { companyWithAnalyst, createTestApp, type TestApp } from '../../testing/helpers.ts';
import { syncChecklists } from './service.ts';

/**
 * Decision 024 as amended by 026: a generated document the track no longer plans is deleted only
 * while untouched — PENDENTE, without any file and without a finding; otherwise it is kept, not
 * required.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('deletes the untouched, keeps (not required) the one with a file and the one with a finding', async () => {
  const { companyId, analyst } = await companyWithAnalyst(t);
  const ctx = { companyId, userId: analyst.user.id, role: 'DEFAULT' as const, ip: null, db: t.db };
  const types = await t.db.select().from(documentTypes);
  const id = (name: string) => types.find((r) => r.name === name)!.id;
  const [cnd, contrato, fgts] = [
    id(TYPE_NAMES.cnd),
    id(TYPE_NAMES.contrato),
    id('CRF — Certificado de Regularidade do FGTS'),
  ];
  const planned = await createTrack(t.db, {
    companyId,
    steps: [
      {
        title: 'Certidões',
        slaDays: null,
        checks: [],
        requirements: [cnd, contrato, fgts].map((documentTypeId) => ({
          documentTypeId,
          appliesTo: 'AMBOS' as const,
          roles: null,
        })),
      },
    ],
  });
  const empty = await createTrack(t.db, { companyId });
  const diligence = await createDiligence(t.db, { companyId, ownerId: analyst.user.id });
  const entity = await createEntity(t.db, { companyId, diligenceId: diligence.id });
  await syncChecklists(ctx, { id: diligence.id, trackId: planned.trackId, trackVersion: 1 }, null);
  const generated = await t.db.select().from(documents).where(eq(documents.entityId, entity.id));
  const byType = (typeId: string) => generated.find((d) => d.documentTypeId === typeId)!;
  expect(generated).toHaveLength(3);
  // A file for the CND (status left PENDENTE on purpose: the file alone counts), a finding for the FGTS.
  const where = { companyId, diligenceId: diligence.id, entityId: entity.id };
  await t.db.insert(documentFiles).values({
    ...where,
    documentId: byType(cnd).id,
    storageKey: `${randomUUID()}.pdf`,
    name: 'cnd.pdf',
    mimeType: 'application/pdf',
    size: 1,
    sha256: '0'.repeat(64),
  });
  await t.db.insert(findings).values({
    ...where,
    documentId: byType(fgts).id,
    target: 'DOCUMENTO',
    title: 'Débito de FGTS',
    severity: 'ALTA',
  });

  const counts = await syncChecklists(
    ctx,
    { id: diligence.id, trackId: empty.trackId, trackVersion: 1 },
    null,
  );
  expect(counts).toEqual({ added: 0, removed: 1, kept: 2 });
  const left = await t.db.select().from(documents).where(eq(documents.entityId, entity.id));
  expect(left.map((d) => [d.documentTypeId, d.required, d.status]).sort()).toEqual(
    [
      [cnd, false, 'PENDENTE'],
      [fgts, false, 'PENDENTE'],
    ].sort(),
  );
});

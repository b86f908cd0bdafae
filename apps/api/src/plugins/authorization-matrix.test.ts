import { allows, isProviderRole, ROLES, type Role } from '@lince/contracts';
import {
  backgroundTasks,
  companies,
  diligenceReports,
  documentFiles,
  documents,
  documentTypes,
  financialCompanies,
  financialStatements,
  findings,
  reportTemplates,
  lawsuits,
  screeningHits,
  registrations,
  users,
} from '@lince/db';
import {
  createCompany,
  createDiligence,
  createEntity,
  createTrack,
  createUser,
} from '@lince/db/testing/index';
import type { SessionUser } from '@lince/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, loggedInUser, type TestApp } from '../testing/helpers.ts';
import type { RegisteredRoute } from './route-permissions.ts';

/**
 * Issue 3 point 9: every authenticated route of the app (issues 2 and 3, whatever is registered)
 * × every role × a record of the caller's own company and one of another company.
 *
 * - A role the route's permission does not allow: 403, before anything else happens.
 * - An allowed role: never 401/403, never a 5xx (an empty body may well be a 400: it passed auth).
 * - Tenant-scoped records (`TENANT_SCOPED`): another company's record is 404 for client roles.
 * - One not-found: another company's tenant record (for a client role), and any other company's
 *   record that answers 404 (for any role), answers — status and body — byte for byte as an id
 *   that exists nowhere; an entity of another company under the caller's own diligence answers
 *   like an unknown entity id there.
 *   The provider routes (companies, users, document types, terms, activities) manage every tenant
 *   by design (the provider administers its clients) and are closed to the client roles altogether (403).
 */
const TENANT_SCOPED = new Set([
  'GET /v1/users/:id/avatar',
  'GET /v1/diligences/:id',
  'PATCH /v1/diligences/:id',
  'POST /v1/diligences/:id/cancel',
  'POST /v1/diligences/:id/status',
  'PUT /v1/diligences/:id/risk',
  'GET /v1/diligences/:id/entities',
  'POST /v1/diligences/:id/entities',
  'PATCH /v1/diligences/:id/entities/:entityId',
  'DELETE /v1/diligences/:id/entities/:entityId',
  'PUT /v1/diligences/:id/entities/:entityId/risk',
  'GET /v1/diligences/:id/timeline',
  'GET /v1/diligences/:id/overview',
  'GET /v1/diligences/:id/entities/:entityId/documents',
  'GET /v1/diligences/:id/entities/:entityId/checks',
  'PUT /v1/diligences/:id/entities/:entityId/checks/:kind',
  'POST /v1/diligences/:id/entities/:entityId/documents',
  'GET /v1/diligences/:id/entities/:entityId/files',
  'POST /v1/diligences/:id/entities/:entityId/files',
  'GET /v1/diligences/:id/documents/:documentId',
  'PUT /v1/diligences/:id/documents/:documentId/analysis',
  'POST /v1/diligences/:id/documents/:documentId/waiver',
  'DELETE /v1/diligences/:id/documents/:documentId/waiver',
  'POST /v1/diligences/:id/documents/:documentId/classify',
  'POST /v1/diligences/:id/documents/:documentId/files',
  'GET /v1/diligences/:id/documents/:documentId/files/:fileId',
  'DELETE /v1/diligences/:id/documents/:documentId/files/:fileId',
  'GET /v1/diligences/:id/documents/:documentId/reading',
  'GET /v1/diligences/:id/entities/:entityId/files.zip',
  'PUT /v1/diligences/:id/track',
  'GET /v1/diligences/:id/findings',
  'POST /v1/diligences/:id/findings',
  'PATCH /v1/diligences/:id/findings/:findingId',
  'DELETE /v1/diligences/:id/findings/:findingId',
  'GET /v1/diligences/:id/entities/:entityId/lawsuits',
  'POST /v1/diligences/:id/entities/:entityId/lawsuits',
  'GET /v1/diligences/:id/lawsuits/:lawsuitId',
  'PUT /v1/diligences/:id/lawsuits/:lawsuitId',
  'DELETE /v1/diligences/:id/lawsuits/:lawsuitId',
  'POST /v1/diligences/:id/entities/:entityId/lawsuits/import',
  'GET /v1/jobs/:jobId',
  'GET /v1/diligences/:id/entities/:entityId/registrations',
  'POST /v1/diligences/:id/entities/:entityId/registrations',
  'GET /v1/diligences/:id/registrations/:registrationId',
  'PUT /v1/diligences/:id/registrations/:registrationId/conclusion',
  'POST /v1/diligences/:id/registrations/:registrationId/partners',
  'GET /v1/tracks/:id',
  'PUT /v1/tracks/:id',
  'GET /v1/tracks/:id/diff',
  'POST /v1/tracks/:id/submit',
  'POST /v1/tracks/:id/approve',
  'POST /v1/tracks/:id/return',
  'POST /v1/tracks/:id/archive',
  'POST /v1/tracks/:id/new-version',
  'POST /v1/tracks/:id/duplicate',
  'GET /v1/diligences/:id/entities/:entityId/financial-statements',
  'POST /v1/diligences/:id/reports',
  'GET /v1/diligences/:id/reports',
  'GET /v1/diligences/:id/reports/:reportId/file',
  'GET /v1/financial-companies/:id',
  'PUT /v1/financial-companies/:id',
  'DELETE /v1/financial-companies/:id',
  'GET /v1/financial-companies/:id/statements',
  'POST /v1/financial-companies/:id/statements',
  'PUT /v1/financial-companies/:id/statements/:statementId',
  'DELETE /v1/financial-companies/:id/statements/:statementId',
  'POST /v1/financial-companies/:id/statements/import',
  'GET /v1/financial-companies/:id/analysis',
  'POST /v1/diligences/:id/reports/preview',
  'PUT /v1/report-templates/:id',
  'DELETE /v1/report-templates/:id',
  'GET /v1/diligences/:id/entities/:entityId/screening',
  'POST /v1/diligences/:id/entities/:entityId/screening',
  'PUT /v1/diligences/:id/screening-hits/:hitId',
]);

interface Target {
  companyId: string;
  userId: string;
  diligenceId: string;
  entityId: string;
  trackId: string;
  findingId: string;
  documentId: string;
  fileId: string;
  lawsuitId: string;
  registrationId: string;
  jobId: string;
  financialCompanyId: string;
  statementId: string;
  reportId: string;
  templateId: string;
  hitId: string;
}

/** Ids that exist in no company. */
const nowhere: Target = {
  companyId: randomUUID(),
  userId: randomUUID(),
  diligenceId: randomUUID(),
  entityId: randomUUID(),
  trackId: randomUUID(),
  findingId: randomUUID(),
  documentId: randomUUID(),
  fileId: randomUUID(),
  lawsuitId: randomUUID(),
  registrationId: randomUUID(),
  jobId: randomUUID(),
  financialCompanyId: randomUUID(),
  statementId: randomUUID(),
  reportId: randomUUID(),
  templateId: randomUUID(),
  hitId: randomUUID(),
};

let t: TestApp;
const actors = new Map<Role, { session: SessionUser; companyId: string }>();
const targets: Record<'provider' | 'a' | 'b', Target> = {} as never;
let documentTypeId: string;
let termsId: string;

beforeAll(async () => {
  t = await createTestApp();
  const providerCo = await createCompany(t.db, { name: 'Lince (matriz)' });
  const a = await createCompany(t.db, { name: 'Cliente A' });
  const b = await createCompany(t.db, { name: 'Cliente B' });
  for (const role of ROLES) {
    const companyId = isProviderRole(role) ? providerCo.id : a.id;
    const { session } = await loggedInUser(t, { role, companyId });
    actors.set(role, { session, companyId });
  }
  for (const [key, company, role] of [
    ['provider', providerCo, 'LINCE_DEFAULT'],
    ['a', a, 'DEFAULT'],
    ['b', b, 'DEFAULT'],
  ] as const) {
    const user = await createUser(t.db, { companyId: company.id, role });
    const diligence = await createDiligence(t.db, { companyId: company.id, ownerId: user.id });
    const entity = await createEntity(t.db, { companyId: company.id, diligenceId: diligence.id });
    const track = await createTrack(t.db, { companyId: company.id });
    const [finding] = await t.db
      .insert(findings)
      .values({
        companyId: company.id,
        diligenceId: diligence.id,
        target: 'DILIGENCIA',
        title: 'Apontamento da matriz',
        severity: 'BAIXA',
      })
      .returning({ id: findings.id });
    const [document] = await t.db
      .insert(documents)
      .values({
        companyId: company.id,
        diligenceId: diligence.id,
        entityId: entity.id,
        documentTypeId: (await t.db.select().from(documentTypes).limit(1))[0]!.id,
        source: 'MANUAL',
        required: false,
      })
      .returning();
    const [file] = await t.db
      .insert(documentFiles)
      .values({
        companyId: company.id,
        diligenceId: diligence.id,
        entityId: entity.id,
        documentId: document!.id,
        storageKey: `${randomUUID()}.pdf`,
        name: 'certidão.pdf',
        mimeType: 'application/pdf',
        size: 10,
        sha256: '0'.repeat(64),
      })
      .returning();
    const [lawsuit] = await t.db
      .insert(lawsuits)
      .values({
        companyId: company.id,
        diligenceId: diligence.id,
        entityId: entity.id,
        cnjNumber: '00012340820238260100',
        area: 'CIVEL',
        side: 'PASSIVO',
      })
      .returning({ id: lawsuits.id });
    const [registration] = await t.db
      .insert(registrations)
      .values({
        companyId: company.id,
        diligenceId: diligence.id,
        entityId: entity.id,
        source: 'MANUAL',
        data: { kind: 'PF', nome: 'Pessoa da matriz', situacaoCpf: 'REGULAR', nascimento: null },
      })
      .returning({ id: registrations.id });
    const [task] = await t.db
      .insert(backgroundTasks)
      .values({ companyId: company.id, userId: user.id, kind: 'LAWSUIT_IMPORT' })
      .returning({ id: backgroundTasks.id });
    const [financialCompany] = await t.db
      .insert(financialCompanies)
      .values({ companyId: company.id, cnpj: entity.document, name: 'Analisada da matriz' })
      .returning({ id: financialCompanies.id });
    const [statement] = await t.db
      .insert(financialStatements)
      .values({
        companyId: company.id,
        financialCompanyId: financialCompany!.id,
        fiscalYear: 2024,
        periodType: 'ANUAL',
        periodEnd: '2024-12-31',
      })
      .returning({ id: financialStatements.id });
    const [report] = await t.db
      .insert(diligenceReports)
      .values({
        companyId: company.id,
        diligenceId: diligence.id,
        format: 'PDF',
        kind: 'PADRAO',
        verificationCode: `MTRZ-${key.slice(0, 1).toUpperCase()}000-00`,
        createdBy: user.id,
      })
      .returning({ id: diligenceReports.id });
    const [template] = await t.db
      .insert(reportTemplates)
      .values({ companyId: company.id, name: 'Modelo da matriz', sections: ['ESCOPO'] })
      .returning({ id: reportTemplates.id });
    const [hit] = await t.db
      .insert(screeningHits)
      .values({
        companyId: company.id,
        diligenceId: diligence.id,
        entityId: entity.id,
        list: 'CEIS',
        version: 1,
        recordKey: 'CEIS-MATRIZ',
        matchKind: 'DOCUMENTO',
        record: {
          name: 'Sancionada da matriz',
          document: entity.document,
          category: null,
          startDate: null,
          endDate: null,
          organ: null,
          legalBasis: null,
        },
      })
      .returning({ id: screeningHits.id });
    targets[key] = {
      companyId: company.id,
      userId: user.id,
      diligenceId: diligence.id,
      entityId: entity.id,
      trackId: track.id,
      findingId: finding!.id,
      documentId: document!.id,
      fileId: file!.id,
      lawsuitId: lawsuit!.id,
      registrationId: registration!.id,
      jobId: task!.id,
      financialCompanyId: financialCompany!.id,
      statementId: statement!.id,
      reportId: report!.id,
      templateId: template!.id,
      hitId: hit!.id,
    };
  }
  const [type] = await t.db.select().from(documentTypes).limit(1);
  documentTypeId = type!.id;
  const provider = actors.get('LINCE_ADMIN')!.session;
  const draft = await t.app.inject({
    method: 'POST',
    url: '/v1/terms',
    headers: authHeaders(provider),
    payload: { title: 'Termos da matriz', text: 'Texto dos termos da matriz de autorização.' },
  });
  termsId = draft.json()._id;
});
afterAll(async () => {
  await t.close();
});

function fill(route: RegisteredRoute, target: Target): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'cep') return '00000000';
    if (name === 'kind') return 'PROCESSOS';
    if (name === 'list') return 'CEIS';
    if (name === 'entityId') return target.entityId;
    if (name === 'findingId') return target.findingId;
    if (name === 'documentId') return target.documentId;
    if (name === 'fileId') return target.fileId;
    if (name === 'lawsuitId') return target.lawsuitId;
    if (name === 'registrationId') return target.registrationId;
    if (name === 'jobId') return target.jobId;
    if (name === 'statementId') return target.statementId;
    if (name === 'reportId') return target.reportId;
    if (name === 'hitId') return target.hitId;
    if (name === 'id' && route.url.startsWith('/v1/diligences/')) return target.diligenceId;
    if (name !== 'id') throw new Error(`Sem valor de teste para :${name} em ${route.url}`);
    if (route.url.startsWith('/v1/users/')) return target.userId;
    if (route.url.startsWith('/v1/companies/')) return target.companyId;
    if (route.url.startsWith('/v1/document-types/')) return documentTypeId;
    if (route.url.startsWith('/v1/terms/')) return termsId;
    if (route.url.startsWith('/v1/tracks/')) return target.trackId;
    if (route.url.startsWith('/v1/financial-companies/')) return target.financialCompanyId;
    if (route.url.startsWith('/v1/report-templates/')) return target.templateId;
    throw new Error(`Sem valor de teste para :id em ${route.url}: acrescente-o à matriz.`);
  });
}

/** Undo what an allowed call may have switched off, so that every actor keeps working. */
async function reactivateEverything() {
  await t.db.update(users).set({ active: true });
  await t.db.update(companies).set({ active: true });
}

const routesUnderTest = () =>
  t.app
    .registeredRoutes()
    .filter(
      (r) =>
        r.method !== 'HEAD' &&
        r.url.startsWith('/v1/') &&
        r.permission !== 'public' &&
        r.permission !== 'exempt',
    );

describe('authorization matrix (role × own company × another company)', () => {
  it('covers the routes of issues 2 and 3', () => {
    const names = routesUnderTest().map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /v1/users/me',
        'POST /v1/users/logout',
        'GET /v1/users',
        'POST /v1/users/:id/deactivate',
        'GET /v1/companies',
        'PATCH /v1/companies/:id',
        'GET /v1/document-types',
        'GET /v1/document-types/active',
        'POST /v1/terms/:id/publish',
        'GET /v1/terms/current',
        'GET /v1/activities',
        'GET /v1/reports/indicators',
        'GET /v1/reports/indicators.xlsx',
        'POST /v1/diligences/:id/reports',
        'GET /v1/diligences/:id/reports/:reportId/file',
        'POST /v1/reports/verify',
      ]),
    );
  });

  it('403 for a role that may not, 404 for another company’s tenant record (as for an unknown id, body included), and never 401/5xx for a role that may', async () => {
    const failures: string[] = [];
    let compared = 0;
    for (const route of routesUnderTest()) {
      const key = `${route.method} ${route.url}`;
      if (key === 'POST /v1/users/logout') continue; // checked below: it would end the actor's session
      const hasParams = route.url.includes(':');
      for (const role of ROLES) {
        const actor = actors.get(role)!;
        const own = isProviderRole(role) ? targets.provider : targets.a;
        // Each case with, for another company's records, the same request with unknown ids.
        const cases: [
          'own' | 'other' | 'other entity' | 'other document' | 'other registration',
          Target,
          Target?,
        ][] = hasParams
          ? [
              ['own', own],
              ['other', targets.b, nowhere],
              ...(route.url.includes(':entityId')
                ? [
                    [
                      'other entity',
                      { ...own, entityId: targets.b.entityId },
                      { ...own, entityId: nowhere.entityId },
                    ] as ['other entity', Target, Target],
                  ]
                : []),
              ...(route.url.includes(':documentId')
                ? [
                    [
                      'other document',
                      { ...own, documentId: targets.b.documentId, fileId: targets.b.fileId },
                      { ...own, documentId: nowhere.documentId, fileId: nowhere.fileId },
                    ] as ['other document', Target, Target],
                  ]
                : []),
              ...(route.url.includes(':registrationId')
                ? [
                    [
                      'other registration',
                      { ...own, registrationId: targets.b.registrationId },
                      { ...own, registrationId: nowhere.registrationId },
                    ] as ['other registration', Target, Target],
                  ]
                : []),
            ]
          : [['own', own]];
        const call = (target: Target) =>
          t.app.inject({
            method: route.method as 'GET',
            url: fill(route, target),
            headers: { ...authHeaders(actor.session), 'content-type': 'application/json' },
            ...(['POST', 'PATCH', 'PUT'].includes(route.method) ? { payload: {} } : {}),
          });
        for (const [which, target, unknown] of cases) {
          const response = await call(target);
          const status = response.statusCode;
          // A 403 of the permission check, not of a business rule (e.g. the provider's own company).
          const permissionRefusal =
            status === 403 &&
            response.json().error.message === 'Você não tem permissão para esta ação.';
          const allowed = allows(route.permission as never, role);
          let ok: boolean;
          let expected: string;
          if (!allowed) {
            ok = permissionRefusal;
            expected = '403';
          } else if (TENANT_SCOPED.has(key) && which === 'other' && !isProviderRole(role)) {
            ok = status === 404;
            expected = '404';
          } else {
            ok = status !== 401 && !permissionRefusal && status < 500;
            expected = 'não 401/403 de permissão/5xx';
          }
          if (!ok) failures.push(`${key} · ${role} · ${which}: ${status} (esperado ${expected})`);
          // Outside the caller's tenant, any answer (a 404, or a 400 of a body checked first)
          // must be the unknown id's; elsewhere, a 404 must be.
          const outsideTenant = allowed && TENANT_SCOPED.has(key) && !isProviderRole(role);
          if (unknown && (status === 404 || outsideTenant)) {
            const ghost = await call(unknown);
            compared += 1;
            if (ghost.statusCode !== status || ghost.body !== response.body)
              failures.push(
                `${key} · ${role} · ${which}: ${status} ${response.body} ≠ id inexistente: ${ghost.statusCode} ${ghost.body}`,
              );
          }
          await reactivateEverything();
        }
      }
    }
    expect(failures).toEqual([]);
    // Every tenant route × the two client roles allowed on it, at least, were compared.
    expect(compared).toBeGreaterThanOrEqual(TENANT_SCOPED.size);
  }, 180_000);

  it('logout is open to every role', async () => {
    for (const role of ROLES) {
      const { session } = await loggedInUser(t, { role, companyId: actors.get(role)!.companyId });
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/users/logout',
        headers: authHeaders(session),
      });
      expect(response.statusCode, role).toBe(204);
    }
  });

  it('every authenticated route answers 401 without a session or with a forged user header', async () => {
    const other = actors.get('DEFAULT')!.session;
    const provider = actors.get('LINCE_ADMIN')!.session;
    for (const route of routesUnderTest()) {
      const url = fill(route, targets.a);
      const none = await t.app.inject({ method: route.method as 'GET', url });
      expect(none.statusCode, `${route.method} ${route.url}`).toBe(401);
      const forged = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: { authorization: `Bearer ${other.AccessToken}`, user: provider._id },
      });
      expect(forged.statusCode, `${route.method} ${route.url} (cabeçalho user forjado)`).toBe(401);
    }
  });
});

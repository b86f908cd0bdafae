import type { Entity, EntityScreening, ReportDocument } from '@lince/contracts';
import { createCompany, createDiligence, randomCnpj } from '@lince/db/testing/index';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReportRenderer } from '../reports/render/render-report.ts';
import {
  callAs,
  createTestApp,
  json,
  loggedInUser,
  type ApiMethod,
  type LoggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';
import { seedListVersion } from '../../testing/restrictive-lists.ts';

let t: TestApp;
let analyst: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp();
  const companyId = (await createCompany(t.db)).id;
  analyst = await loggedInUser(t, { companyId, role: 'DEFAULT', name: 'Ana Analista' });
});
afterAll(async () => {
  await t.close();
});

const as = (method: ApiMethod, url: string, payload?: unknown) =>
  callAs(t, analyst.session, method, url, payload);

const texts = (doc: ReportDocument) => JSON.stringify(doc);

describe('the screening in the report', () => {
  it('prints per party the lists and versions consulted, the date, each hit with its decision, and "Nada consta"', async () => {
    const sanctioned = randomCnpj();
    await seedListVersion(t.db, 'CEIS', [
      {
        recordKey: `R-${sanctioned}`,
        document: sanctioned,
        name: 'Fornecedora Imaginária Ltda',
        category: 'Suspensão',
        startDate: '2025-02-01',
        endDate: '2099-02-01',
        organ: 'Secretaria Fictícia',
        legalBasis: 'Lei 14.133/2021',
      },
    ]);
    const d = (
      await createDiligence(t.db, { companyId: analyst.user.companyId!, ownerId: analyst.user.id })
    ).id;
    const add = async (name: string, document: string) =>
      json<Entity>(
        await as('POST', `/v1/diligences/${d}/entities`, {
          kind: 'PJ',
          name,
          document,
          roleInDiligence: 'ALVO',
        }),
      );
    const hitParty = await add('Fornecedora Imaginária', sanctioned);
    await add('Empresa Limpa', randomCnpj());
    const screening = json<EntityScreening>(
      await as('GET', `/v1/diligences/${d}/entities/${hitParty._id}/screening`),
    );
    const put = await as('PUT', `/v1/diligences/${d}/screening-hits/${screening.hits[0]!._id}`, {
      status: 'CONFIRMADA',
      justification: 'Mesmo CNPJ.',
    });
    expect(put.statusCode, put.body).toBe(200);

    const preview = await as('POST', `/v1/diligences/${d}/reports/preview`, { kind: 'PADRAO' });
    expect(preview.statusCode, preview.body).toBe(200);
    const doc = json<ReportDocument>(preview);
    const chapters = doc.sections.filter((s) => s.key === 'ENTIDADE');
    expect(chapters).toHaveLength(2);
    for (const chapter of chapters) {
      const text = JSON.stringify(chapter);
      expect(text).toContain('"Listas restritivas"');
      expect(text).toContain('Data da verificação');
      expect(text).toMatch(/CEIS \(versão \d+\)/);
    }
    const [withHit, clean] = chapters[0]!.title.startsWith('Fornecedora')
      ? chapters
      : [chapters[1]!, chapters[0]!];
    expect(JSON.stringify(clean)).toContain('Nada consta');
    expect(JSON.stringify(withHit)).toContain('1 ocorrência em aberto');
    expect(JSON.stringify(withHit)).toContain('Confirmada por Ana Analista');
    expect(JSON.stringify(withHit)).toContain('Mesmo CNPJ.');
    expect(texts(doc)).toContain('Secretaria Fictícia');

    // The PDF, drawn as PNG where pdftoppm exists (test-artifacts/screening-report-*.png).
    const renderer = createReportRenderer();
    try {
      const pdf = await renderer.render(doc, 'PDF', 'TEST-0000-00');
      expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
      if (existsSync('/usr/bin/pdftoppm')) {
        const dir = path.resolve('test-artifacts');
        mkdirSync(dir, { recursive: true });
        writeFileSync(path.join(dir, 'screening-report.pdf'), pdf);
        execFileSync('/usr/bin/pdftoppm', [
          '-png',
          '-r',
          '70',
          path.join(dir, 'screening-report.pdf'),
          path.join(dir, 'screening-report'),
        ]);
      }
    } finally {
      await renderer.close();
    }
  });
});

import { IMAGE_TYPES, IMAGE_MAX_BYTES, type ReportBlock } from '@lince/contracts';
import { companies, eq } from '@lince/db';
import { createCompany, createDiligence, createEntity } from '@lince/db/testing/index';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngOf } from '../../../testing/images.ts';
import {
  callAs,
  createTestApp,
  expiredAuthHeaders,
  foreignDiligence,
  json,
  loggedInUser,
  type LoggedInUser,
  type TestApp,
} from '../../../testing/helpers.ts';
import { preview, previewDocument, seedReportDiligence, textOf } from '../reports.test-support.ts';

let t: TestApp;
let companyId: string;
let analyst: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
  analyst = await loggedInUser(t, { companyId, role: 'DEFAULT' });
});
afterAll(async () => {
  await t.close();
});

const error = (response: Awaited<ReturnType<typeof preview>>) =>
  json<{ error: { code: string; message: string; details?: { path: string }[] } }>(response).error;

describe('the custom report model', () => {
  it('the chosen sections in order, the chosen entities, and text blocks at their positions — Markdown never interpreted', async () => {
    const s = await seedReportDiligence(t, analyst, companyId);
    const doc = await previewDocument(t, analyst, s.id, {
      kind: 'PERSONALIZADO',
      sections: ['APONTAMENTOS', 'RESUMO_EXECUTIVO', 'DOCUMENTOS'],
      entityIds: [s.target.id],
      blocks: [
        { position: 3, markdown: 'Fim.' },
        { position: 0, title: 'Introdução', markdown: '**Atenção:** <script>alert(1)</script>' },
        { position: 1, markdown: '- item [link](https://exemplo.com.br)' },
      ],
    });
    expect(doc.cover.reportTitle).toBe('Relatório personalizado');
    expect(doc.sections.map((x) => [x.key, x.title])).toEqual([
      ['BLOCO', 'Introdução'],
      ['APONTAMENTOS', 'Apontamentos e recomendações'],
      ['BLOCO', 'Observações'],
      ['RESUMO_EXECUTIVO', 'Resumo executivo'],
      ['DOCUMENTOS', 'Documentos'],
      ['BLOCO', 'Observações'],
    ]);
    expect(doc.sections[0]!.blocks).toEqual([
      {
        type: 'paragraph',
        runs: [{ text: 'Atenção:', bold: true }, { text: ' <script>alert(1)</script>' }],
      },
    ]);
    expect(doc.sections[2]!.blocks).toEqual([
      { type: 'list', ordered: false, items: [[{ text: 'item link (https://exemplo.com.br)' }]] },
    ]);
    // Per-entity sections: a level-2 heading per chosen entity (the empty PF was not chosen).
    const headings = (blocks: ReportBlock[]) =>
      blocks
        .filter((b) => b.type === 'heading' && b.level === 2)
        .map((b) => b.type === 'heading' && b.text);
    expect(headings(doc.sections[1]!.blocks)).toEqual([
      expect.stringMatching(/^Alvo Indústria S\.A\. — CNPJ /),
    ]);
    expect(textOf(doc.sections[1]!)).toContain('Cadastro inapto');
    expect(headings(doc.sections[4]!.blocks)).toHaveLength(1);

    // Only the PF chosen: the summary lists the diligence's own finding, not Alvo's.
    const pfOnly = await previewDocument(t, analyst, s.id, {
      kind: 'PERSONALIZADO',
      sections: ['RESUMO_EXECUTIVO'],
      entityIds: [s.empty.id],
    });
    const summary = textOf(pfOnly.sections[0]!).join('\n');
    expect(summary).toContain('Garantias insuficientes');
    expect(summary).not.toContain('Cadastro inapto');
    expect(summary).toContain('1 apontamento em aberto');
  });

  it('every entity when none is chosen; 400 naming an entity of another diligence, and for a custom report without sections', async () => {
    const s = await seedReportDiligence(t, analyst, companyId);
    const all = await previewDocument(t, analyst, s.id, {
      kind: 'PERSONALIZADO',
      sections: ['CADASTRO'],
    });
    expect(all.sections).toHaveLength(1);
    expect(textOf(all.sections[0]!).filter((x) => x.includes(' — C'))).toHaveLength(2);

    const other = await seedReportDiligence(t, analyst, companyId);
    const wrong = await preview(t, analyst, s.id, {
      kind: 'PERSONALIZADO',
      sections: ['CADASTRO'],
      entityIds: [s.target.id, other.target.id],
    });
    expect(wrong.statusCode).toBe(400);
    expect(error(wrong).message).toBe(`A parte ${other.target.id} não pertence a esta diligência.`);
    expect(error(wrong).details?.[0]?.path).toBe('entityIds');

    const bare = await preview(t, analyst, s.id, { kind: 'PERSONALIZADO' });
    expect(bare.statusCode).toBe(400);
    expect(error(bare).message).toBe(
      'Escolha as seções do relatório personalizado ou um modelo salvo.',
    );
  });

  it('bad input 400, no session 401, another company’s diligence 404 like an unknown one', async () => {
    const s = await seedReportDiligence(t, analyst, companyId);
    for (const body of [
      {},
      { kind: 'OUTRO' },
      { kind: 'PERSONALIZADO', sections: ['NADA'] },
      { kind: 'PERSONALIZADO', sections: ['ESCOPO', 'ESCOPO'] },
      {
        kind: 'PERSONALIZADO',
        sections: ['ESCOPO'],
        blocks: [{ position: 0, markdown: 'x'.repeat(20_001) }],
      },
      { kind: 'PADRAO', extra: true },
    ]) {
      const response = await preview(t, analyst, s.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/v1/diligences/${s.id}/reports/preview`,
      payload: { kind: 'PADRAO' },
    });
    expect(anonymous.statusCode).toBe(401);
    const expired = await t.app.inject({
      method: 'POST',
      url: `/v1/diligences/${s.id}/reports/preview`,
      headers: await expiredAuthHeaders(analyst.user.id),
      payload: { kind: 'PADRAO' },
    });
    expect(expired.statusCode).toBe(401);
    const foreign = await foreignDiligence(t);
    const theirs = await preview(t, analyst, foreign.diligenceId, { kind: 'PADRAO' });
    const unknown = await preview(t, analyst, '6f1c0a52-0000-4000-8000-000000000000', {
      kind: 'PADRAO',
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(unknown.body);
  });
});

describe('what must never fail', () => {
  it('a diligence without entities: the standard report still has its summary, scope and appendix', async () => {
    const d = await createDiligence(t.db, { companyId, ownerId: analyst.user.id });
    const doc = await previewDocument(t, analyst, d.id);
    expect(doc.sections.map((x) => x.key)).toEqual([
      'RESUMO_EXECUTIVO',
      'ESCOPO',
      'ANEXO_ARQUIVOS',
    ]);
    expect(textOf(doc.sections[0]!)).toContain('Conclusão ainda não registrada.');
    expect(textOf(doc.sections[1]!).join('\n')).toContain(
      'Nenhuma parte incluída neste relatório.',
    );
    expect(textOf(doc.sections[2]!).join('\n')).toContain('Nenhum arquivo enviado');
    const custom = await previewDocument(t, analyst, d.id, {
      kind: 'PERSONALIZADO',
      sections: ['PROCESSOS'],
    });
    expect(custom.sections[0]!.blocks).toEqual([
      { type: 'note', text: 'Nenhuma parte incluída neste relatório.' },
    ]);
  });

  it('300-character names and 10,000-character findings are kept whole', async () => {
    const d = await createDiligence(t.db, {
      companyId,
      ownerId: analyst.user.id,
      title: 'T'.repeat(300),
    });
    const name = `Empresa ${'Longa '.repeat(49)}`.slice(0, 300);
    const entity = await createEntity(t.db, { companyId, diligenceId: d.id, name });
    const description = `${'Linha de descrição. '.repeat(499)}Fim`.slice(0, 10_000);
    const created = await callAs(t, analyst.session, 'POST', `/v1/diligences/${d.id}/findings`, {
      entityId: entity.id,
      title: 'A'.repeat(300),
      severity: 'MEDIA',
      description,
      recommendation: 'R'.repeat(10_000),
    });
    expect(created.statusCode, created.body).toBe(201);
    const doc = await previewDocument(t, analyst, d.id);
    expect(doc.cover.diligenceTitle).toHaveLength(300);
    expect(doc.sections[2]!.title.startsWith(name)).toBe(true);
    const text = textOf(doc.sections[2]!);
    expect(text).toContain(description);
    expect(text).toContain(`Recomendação: ${'R'.repeat(10_000)}`);
  });

  it('the logo from /settings as a data URL on the cover', async () => {
    const stored = await t.app.storage.put(Readable.from(await pngOf(24, 12)), {
      maxBytes: IMAGE_MAX_BYTES,
      allowedTypes: IMAGE_TYPES,
    });
    await t.db.update(companies).set({ logo: stored.key }).where(eq(companies.id, companyId));
    const d = await createDiligence(t.db, { companyId, ownerId: analyst.user.id });
    const doc = await previewDocument(t, analyst, d.id);
    expect(doc.cover.logoDataUrl).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(doc.cover.accentColor).toBe('#444CE7');
    // A logo whose file is gone: the report goes on without it.
    await t.app.storage.delete(stored.key);
    expect((await previewDocument(t, analyst, d.id)).cover.logoDataUrl).toBeUndefined();
  });
});

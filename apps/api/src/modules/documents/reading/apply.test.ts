import type { ApplyReadingsResult, Document } from '@lince/contracts';
import { describe, expect, it } from 'vitest';
import { callAs, expiredAuthHeaders, json } from '../../../testing/helpers.ts';
import { certidaoPdf } from '../../../testing/pdfs.ts';
import { formatCnpj as fmt, readingTests } from '../../../testing/readings.ts';
import { NOTHING_TO_APPLY_MESSAGE } from './apply-service.ts';

const { s, typeId, readPdf, foreignReading } = readingTests();

const applyUrl = (diligenceId: string) => `/v1/diligences/${diligenceId}/documents/apply-readings`;
const CNDT = (cnpj: string) =>
  certidaoPdf(
    'CERTIDÃO NEGATIVA DE DÉBITOS TRABALHISTAS',
    'Nome: ALVO PARTICIPAÇÕES S.A.',
    `CNPJ: ${fmt(cnpj)}`,
    'Expedição: 05/11/2026, às 10:15:22',
    'Validade: 04/05/2027 - 180 (cento e oitenta) dias, contados da data de sua expedição.',
    'NÃO CONSTA como inadimplente no Banco Nacional de Devedores Trabalhistas.',
  );

describe('the reading proposed on the checklist, and applied at once', () => {
  it('an untouched document shows the proposal; "Aplicar leitura" fills it, status kept; filled ones are skipped', async () => {
    const { doc, entity } = await readPdf(await CNDT('11222333000181'), { type: 'Outros' });
    const list = json<{ items: Document[] }>(
      await callAs(
        s.t,
        s.analyst.session,
        'GET',
        `/v1/diligences/${doc.diligenceId}/entities/${entity.id}/documents`,
      ),
    );
    const cndtType = typeId('CNDT — Certidão Negativa de Débitos Trabalhistas');
    expect(list.items[0]!.readingProposal).toEqual({
      documentTypeId: cndtType,
      documentTypeName: 'CNDT — Certidão Negativa de Débitos Trabalhistas',
      issuedAt: '2026-11-05',
      validUntil: '2027-05-04',
      result: 'NEGATIVA',
    });

    const applied = await callAs(s.t, s.analyst.session, 'POST', applyUrl(doc.diligenceId), {
      documentIds: [doc.id],
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const answer = json<ApplyReadingsResult>(applied);
    expect(answer.skipped).toEqual([]);
    expect(answer.items[0]).toMatchObject({
      _id: doc.id,
      status: 'RECEBIDO',
      documentTypeId: cndtType,
      issuedAt: '2026-11-05',
      validUntil: '2027-05-04',
      result: 'NEGATIVA',
      analysedAt: null,
      readingProposal: null,
    });

    // Filled now: applying again changes nothing.
    const again = json<ApplyReadingsResult>(
      await callAs(s.t, s.analyst.session, 'POST', applyUrl(doc.diligenceId), {
        documentIds: [doc.id],
      }),
    );
    expect(again).toEqual({
      items: [],
      skipped: [{ documentId: doc.id, message: NOTHING_TO_APPLY_MESSAGE }],
    });
  });

  it('an analysed document keeps what the analyst wrote, and shows no proposal', async () => {
    const { doc } = await readPdf(await CNDT('11222333000181'));
    const put = await callAs(
      s.t,
      s.analyst.session,
      'PUT',
      `/v1/diligences/${doc.diligenceId}/documents/${doc.id}/analysis`,
      { status: 'EM_ANALISE', issuedAt: '2026-11-01', validUntil: '2026-12-01' },
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(json<Document>(put).readingProposal).toBeNull();
    const answer = json<ApplyReadingsResult>(
      await callAs(s.t, s.analyst.session, 'POST', applyUrl(doc.diligenceId), {
        documentIds: [doc.id],
      }),
    );
    expect(answer.items).toEqual([]);
    const now = json<Document>(
      await callAs(
        s.t,
        s.analyst.session,
        'GET',
        `/v1/diligences/${doc.diligenceId}/documents/${doc.id}`,
      ),
    );
    expect(now).toMatchObject({ issuedAt: '2026-11-01', validUntil: '2026-12-01', result: null });
  });

  it('another company’s document, or one of another diligence, is skipped as not found', async () => {
    const { doc } = await readPdf(await CNDT('11222333000181'));
    const { doc: other } = await readPdf(await CNDT('11222333000181'));
    const { foreign, theirs } = await foreignReading(await CNDT('11222333000181'));
    await s.t.app.deps.jobs.settle(60_000);

    const answer = json<ApplyReadingsResult>(
      await callAs(s.t, s.analyst.session, 'POST', applyUrl(doc.diligenceId), {
        documentIds: [theirs.id, other.id],
      }),
    );
    expect(answer.items).toEqual([]);
    expect(answer.skipped.map((x) => x.documentId)).toEqual([theirs.id, other.id]);
    for (const { message } of answer.skipped) expect(message).toMatch(/não encontrad/);
    // Their diligence itself: 404 (nothing of theirs is written).
    const inTheirs = await callAs(s.t, s.analyst.session, 'POST', applyUrl(foreign.diligenceId), {
      documentIds: [theirs.id],
    });
    expect(inTheirs.statusCode).toBe(404);
  });

  it('bad input: 400; no session or an expired one: 401', async () => {
    const { doc } = await readPdf(await CNDT('11222333000181'));
    const url = applyUrl(doc.diligenceId);
    for (const payload of [
      {},
      { documentIds: [] },
      { documentIds: ['x'.repeat(65)] },
      { documentIds: [doc.id], extra: 1 },
    ]) {
      const bad = await callAs(s.t, s.analyst.session, 'POST', url, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const none = await s.t.app.inject({ method: 'POST', url, payload: { documentIds: [doc.id] } });
    expect(none.statusCode).toBe(401);
    const expired = await s.t.app.inject({
      method: 'POST',
      url,
      payload: { documentIds: [doc.id] },
      headers: await expiredAuthHeaders(s.analyst.user.id),
    });
    expect(expired.statusCode).toBe(401);
  });
});

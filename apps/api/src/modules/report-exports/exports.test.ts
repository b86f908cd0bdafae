import { createHash } from 'node:crypto';
import { REPORT_CODE_PATTERN, type VerifyReportResponse } from '@lince/contracts';
import { activities, and, eq, inArray } from '@lince/db';
import { describe, expect, it } from 'vitest';
import { callAs, companyWithAnalyst, expiredAuthHeaders, json } from '../../testing/helpers.ts';
import { exportTestApp } from './report-exports.test-support.ts';

const s = exportTestApp();

// Each export starts the rendering thread of its test app (tsx, pdfkit, docx, fonts: seconds on
// a loaded 2-core machine) and renders a whole report.
const EXPORTS = { timeout: 180_000 };
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('report exports', EXPORTS, () => {
  it('a standard PDF: 202, the task CONCLUIDO, the report PRONTO with its code and SHA-256, the file downloaded as a Portuguese-named PDF, all audited', async () => {
    const d = await s.f.diligence();
    const { job, report } = await s.f.exported(d.id);
    expect(job).toMatchObject({ kind: 'REPORT_EXPORT', state: 'CONCLUIDO' });
    expect(report).toMatchObject({
      format: 'PDF',
      kind: 'PADRAO',
      state: 'PRONTO',
      createdBy: 'Ana Analista',
      jobId: job._id,
    });
    expect(report.verificationCode).toMatch(REPORT_CODE_PATTERN);
    expect(job.result).toEqual({
      reportId: report._id,
      sha256: report.sha256,
      verificationCode: report.verificationCode,
    });
    const file = await s.f.download(d.id, report._id);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(
      `filename*=UTF-8''${d.code}-relatorio-${report.verificationCode}.pdf`,
    );
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha(file.rawPayload)).toBe(report.sha256);
    expect(report.sizeBytes).toBe(file.rawPayload.byteLength);
    const trail = await s.t.db
      .select({ action: activities.action })
      .from(activities)
      .where(eq(activities.targetId, report._id));
    expect(trail.map((a) => a.action).sort()).toEqual([
      'REPORT_DOWNLOADED',
      'REPORT_EXPORTED',
      'REPORT_EXPORT_REQUESTED',
    ]);
  });

  it('a DOCX: a Word file with its own code and hash', async () => {
    const d = await s.f.diligence();
    const { report } = await s.f.exported(d.id, { format: 'DOCX', kind: 'PADRAO' });
    expect(report).toMatchObject({ format: 'DOCX', state: 'PRONTO' });
    const file = await s.f.download(d.id, report._id);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(sha(file.rawPayload)).toBe(report.sha256);
  });

  it('a custom report keeps its layout; the list is newest first', async () => {
    const d = await s.f.diligence();
    await s.f.exported(d.id);
    const { report } = await s.f.exported(d.id, {
      format: 'PDF',
      kind: 'PERSONALIZADO',
      sections: ['ESCOPO', 'DOCUMENTOS'],
      blocks: [{ position: 1, title: 'Observação', markdown: 'Texto **livre** do analista.' }],
    });
    expect(report).toMatchObject({ kind: 'PERSONALIZADO', state: 'PRONTO' });
    const list = json<{ items: { _id: string }[] }>(
      await callAs(s.t, s.f.analyst.session, 'GET', d.url),
    );
    expect(list.items).toHaveLength(2);
    expect(list.items[0]!._id).toBe(report._id);
  });

  it('bad input is a 400 and writes nothing; another company’s diligence or report is a 404; no session is a 401', async () => {
    const d = await s.f.diligence();
    for (const body of [
      {},
      { format: 'HTML', kind: 'PADRAO' },
      { format: 'PDF', kind: 'OUTRO' },
      { format: 'PDF', kind: 'PADRAO', sections: ['NAO_EXISTE'] },
      { format: 'PDF', kind: 'PERSONALIZADO', sections: ['ESCOPO', 'ESCOPO'] },
      { format: 'PDF', kind: 'PADRAO', extra: 1 },
    ]) {
      const response = await callAs(s.t, s.f.analyst.session, 'POST', d.url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const list = json<{ items: unknown[] }>(await callAs(s.t, s.f.analyst.session, 'GET', d.url));
    expect(list.items).toEqual([]);

    const other = await companyWithAnalyst(s.t);
    const theirs = await s.f.diligence(other.analyst, other.companyId);
    const { report } = await s.f.exported(theirs.id, undefined, other.analyst);
    for (const [method, url] of [
      ['POST', theirs.url],
      ['GET', theirs.url],
      ['GET', `${theirs.url}/${report._id}/file`],
      ['GET', `${d.url}/${report._id}/file`],
    ] as const) {
      const response = await callAs(
        s.t,
        s.f.analyst.session,
        method,
        url,
        method === 'POST' ? { format: 'PDF', kind: 'PADRAO' } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const anonymous = await s.t.app.inject({ method: 'GET', url: d.url });
    expect(anonymous.statusCode).toBe(401);
    const expired = await s.t.app.inject({
      method: 'GET',
      url: d.url,
      headers: await expiredAuthHeaders(s.f.analyst.user.id),
    });
    expect(expired.statusCode).toBe(401);
  });
});

describe('report verification', EXPORTS, () => {
  it('the exported file matches (which diligence, format, who, when); one changed byte does not; by code too, typed loosely', async () => {
    const d = await s.f.diligence();
    const { report } = await s.f.exported(d.id);
    const bytes = (await s.f.download(d.id, report._id)).rawPayload;

    const same = json<VerifyReportResponse>(await s.f.verifyFile(bytes));
    expect(same).toMatchObject({
      match: true,
      report: {
        diligenceId: d.id,
        diligenceCode: d.code,
        format: 'PDF',
        kind: 'PADRAO',
        createdBy: 'Ana Analista',
        sha256: report.sha256,
        verificationCode: report.verificationCode,
      },
    });
    const altered = Buffer.from(bytes);
    altered[Math.floor(altered.length / 2)]! ^= 1;
    const changed = json<VerifyReportResponse>(await s.f.verifyFile(altered));
    expect(changed.match).toBe(false);
    expect(changed.report).toBeUndefined();
    expect(changed.message).toMatch(/não confere/);

    const loose = report.verificationCode.replaceAll('-', ' ').toLowerCase();
    const byCode = json<VerifyReportResponse>(await s.f.verifyCode(loose));
    expect(byCode).toMatchObject({ match: true, report: { diligenceCode: d.code } });
    const unknown = json<VerifyReportResponse>(await s.f.verifyCode('0000-0000-00'));
    expect(unknown.match).toBe(false);
    const malformed = json<VerifyReportResponse>(await s.f.verifyCode('abc'));
    expect(malformed).toMatchObject({
      match: false,
      message: expect.stringMatching(/XXXX-XXXX-XX/),
    });

    const trail = await s.t.db
      .select({ summary: activities.summary })
      .from(activities)
      .where(
        and(eq(activities.action, 'REPORT_VERIFIED'), eq(activities.userId, s.f.analyst.user.id)),
      );
    expect(trail.map((a) => a.summary.match)).toEqual([true, false, true, false, false]);
  });

  it('another company’s export never matches, by file or by code', async () => {
    const other = await companyWithAnalyst(s.t);
    const theirs = await s.f.diligence(other.analyst, other.companyId);
    const { report } = await s.f.exported(theirs.id, undefined, other.analyst);
    const bytes = (await s.f.download(theirs.id, report._id, other.analyst)).rawPayload;
    expect(json<VerifyReportResponse>(await s.f.verifyFile(bytes)).match).toBe(false);
    expect(json<VerifyReportResponse>(await s.f.verifyCode(report.verificationCode)).match).toBe(
      false,
    );
    expect(json<VerifyReportResponse>(await s.f.verifyFile(bytes, other.analyst)).match).toBe(true);
  });

  it('bad input: no code, a code too long, an empty file, no session', async () => {
    for (const body of [{}, { code: 42 }, { code: 'x'.repeat(41) }, { code: '\u0000' }]) {
      const response = await callAs(s.t, s.f.analyst.session, 'POST', '/v1/reports/verify', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(json<{ error: { message: string } }>(response).error.message).toBeTruthy();
    }
    expect((await s.f.verifyFile(Buffer.alloc(0))).statusCode).toBe(400);
    const anonymous = await s.t.app.inject({
      method: 'POST',
      url: '/v1/reports/verify',
      payload: { code: '0000-0000-00' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('an export that cannot be downloaded yet', () => {
  it('PROCESSANDO or FALHOU: 409 with the reason', async () => {
    const { diligenceReports } = await import('@lince/db');
    const d = await s.f.diligence();
    const rows = await s.t.db
      .insert(diligenceReports)
      .values([
        {
          companyId: s.f.companyId,
          diligenceId: d.id,
          format: 'PDF',
          kind: 'PADRAO',
          verificationCode: 'PRCS-0000-01',
          createdBy: s.f.analyst.user.id,
        },
        {
          companyId: s.f.companyId,
          diligenceId: d.id,
          format: 'PDF',
          kind: 'PADRAO',
          state: 'FALHOU',
          message: 'x',
          verificationCode: 'FLHW-0000-01',
          createdBy: s.f.analyst.user.id,
        },
      ])
      .returning({ id: diligenceReports.id });
    const [waiting, failed] = await Promise.all(rows.map((r) => s.f.download(d.id, r.id)));
    expect(waiting!.statusCode).toBe(409);
    expect(json<{ error: { message: string } }>(waiting!).error.message).toMatch(/sendo gerado/);
    expect(failed!.statusCode).toBe(409);
    expect(json<{ error: { message: string } }>(failed!).error.message).toMatch(/falhou/);
    await s.t.db.delete(diligenceReports).where(
      inArray(
        diligenceReports.id,
        rows.map((r) => r.id),
      ),
    );
  });
});

import type { JobStatus, ReportItem } from '@lince/contracts';
import { createDiligence, createEntity } from '@lince/db/testing/index';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  authHeaders,
  callAs,
  companyWithAnalyst,
  createTestApp,
  json,
  type LoggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';
import { multipartFile } from '../../testing/uploads.ts';

/**
 * The export tests' fixtures: a company with its analyst and a diligence with an entity; an
 * export requested and followed to its end; a file downloaded; a verification.
 */
export async function exportFixture(t: TestApp) {
  const { companyId, analyst } = await companyWithAnalyst(t);

  async function diligence(as: LoggedInUser = analyst, company = companyId) {
    const d = await createDiligence(t.db, { companyId: company, ownerId: as.user.id });
    await createEntity(t.db, {
      companyId: company,
      diligenceId: d.id,
      name: 'Alvo Participações S.A.',
    });
    return { id: d.id, code: d.code, url: `/v1/diligences/${d.id}/reports` };
  }

  /** Requests an export and runs the queue: the task at its end and the report as listed. */
  async function exported(
    diligenceId: string,
    body: Record<string, unknown> = { format: 'PDF', kind: 'PADRAO' },
    as: LoggedInUser = analyst,
  ): Promise<{ job: JobStatus; report: ReportItem }> {
    const url = `/v1/diligences/${diligenceId}/reports`;
    const response = await callAs(t, as.session, 'POST', url, body);
    expect(response.statusCode, response.body).toBe(202);
    const { jobId, reportId } = json<{ jobId: string; reportId: string }>(response);
    await t.app.deps.jobs.settle(150_000);
    const job = json<JobStatus>(await callAs(t, as.session, 'GET', `/v1/jobs/${jobId}`));
    const list = json<{ items: ReportItem[] }>(await callAs(t, as.session, 'GET', url));
    const report = list.items.find((item) => item._id === reportId)!;
    return { job, report };
  }

  const download = (diligenceId: string, reportId: string, as: LoggedInUser = analyst) =>
    t.app.inject({
      method: 'GET',
      url: `/v1/diligences/${diligenceId}/reports/${reportId}/file`,
      headers: authHeaders(as.session),
    });

  function verifyFile(bytes: Buffer, as: LoggedInUser = analyst, filename = 'relatorio.pdf') {
    const { payload, headers } = multipartFile(bytes, {
      filename,
      contentType: 'application/octet-stream',
    });
    return t.app.inject({
      method: 'POST',
      url: '/v1/reports/verify',
      payload,
      headers: { ...authHeaders(as.session), ...headers },
    });
  }

  const verifyCode = (code: unknown, as: LoggedInUser = analyst) =>
    callAs(t, as.session, 'POST', '/v1/reports/verify', { code });

  return { companyId, analyst, diligence, exported, download, verifyFile, verifyCode };
}

/** One app for the test file (created before its tests, closed after) and its export fixture. */
export function exportTestApp(): { t: TestApp; f: Awaited<ReturnType<typeof exportFixture>> } {
  const shared = {} as { t: TestApp; f: Awaited<ReturnType<typeof exportFixture>> };
  beforeAll(async () => {
    shared.t = await createTestApp();
    shared.f = await exportFixture(shared.t);
  });
  afterAll(async () => {
    await shared.t.close();
  });
  return shared;
}

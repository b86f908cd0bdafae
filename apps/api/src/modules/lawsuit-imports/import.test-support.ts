import type { JobStatus } from '@lince/contracts';
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
import { filesUnder, multipartFile } from '../../testing/uploads.ts';

/**
 * The import tests' fixtures: a company with its analyst, a diligence with an entity, the
 * import's upload and the task's state once the queue has run everything.
 */
export async function importFixture(t: TestApp) {
  const { companyId, analyst } = await companyWithAnalyst(t);

  async function entity(name = 'Alvo S.A.') {
    const d = await createDiligence(t.db, { companyId, ownerId: analyst.user.id });
    const e = await createEntity(t.db, { companyId, diligenceId: d.id, name });
    return {
      diligenceId: d.id,
      entityId: e.id,
      importUrl: `/v1/diligences/${d.id}/entities/${e.id}/lawsuits/import`,
      listUrl: `/v1/diligences/${d.id}/entities/${e.id}/lawsuits`,
    };
  }

  function upload(
    url: string,
    bytes: Uint8Array,
    filename = 'processos.csv',
    as: LoggedInUser = analyst,
  ) {
    const { payload, headers } = multipartFile(Buffer.from(bytes), {
      filename,
      contentType: 'application/octet-stream',
    });
    return t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...authHeaders(as.session), ...headers },
    });
  }

  /** The task once every job due has run. */
  async function settled(jobId: string, as: LoggedInUser = analyst): Promise<JobStatus> {
    await t.app.deps.jobs.settle();
    const response = await callAs(t, as.session, 'GET', `/v1/jobs/${jobId}`);
    expect(response.statusCode, response.body).toBe(200);
    return json<JobStatus>(response);
  }

  /** Uploads and waits: the 202's task at its end. */
  async function importFile(url: string, bytes: Uint8Array, filename?: string) {
    const response = await upload(url, bytes, filename);
    expect(response.statusCode, response.body).toBe(202);
    return settled(json<{ jobId: string }>(response).jobId);
  }

  const storedFiles = () =>
    filesUnder(t.config.storage.driver === 'local' ? t.config.storage.dir : '').filter(
      (file) => !file.includes('/.tmp/'),
    );

  return { companyId, analyst, entity, upload, settled, importFile, storedFiles };
}

export type ImportFixture = Awaited<ReturnType<typeof importFixture>>;

/**
 * One app for the test file (created before its tests, closed after) and its import fixture;
 * `env` overrides the app's configuration.
 */
export function importTestApp(env: Record<string, string> = {}): { t: TestApp; f: ImportFixture } {
  const shared = {} as { t: TestApp; f: ImportFixture };
  beforeAll(async () => {
    shared.t = await createTestApp(env);
    shared.f = await importFixture(shared.t);
  });
  afterAll(async () => {
    await shared.t.close();
  });
  return shared;
}

import type { JobStatus, ListsInForce, RestrictiveList } from '@lince/contracts';
import { createCompany } from '@lince/db/testing/index';
import { restrictiveListRecords, restrictiveListVersions, sql } from '@lince/db';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  authHeaders,
  callAs,
  createTestApp,
  json,
  loggedInUser,
  type LoggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';
import { multipartFile } from '../../testing/uploads.ts';

/**
 * The list import tests' fixtures: the provider's administrator, a client company's ADMIN and
 * analyst; uploading a file and the task once the queue has run everything; the records kept.
 */
export async function listsFixture(t: TestApp) {
  const providerId = (await createCompany(t.db, { name: 'Provedor Lince' })).id;
  const provider = await loggedInUser(t, { companyId: providerId, role: 'LINCE_ADMIN' });
  const companyId = (await createCompany(t.db)).id;
  const admin = await loggedInUser(t, { companyId, role: 'ADMIN', name: 'Gestora Exemplo' });
  const analyst = await loggedInUser(t, { companyId, role: 'DEFAULT' });

  function upload(url: string, bytes: Uint8Array, filename: string, as: LoggedInUser = provider) {
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

  async function settled(jobId: string, as: LoggedInUser = provider): Promise<JobStatus> {
    // A shared machine may be slow: a minute before giving up.
    await t.app.deps.jobs.settle(60_000);
    const response = await callAs(t, as.session, 'GET', `/v1/jobs/${jobId}`);
    expect(response.statusCode, response.body).toBe(200);
    return json<JobStatus>(response);
  }

  /** Uploads a public list (or, as a client ADMIN, the company's) and waits for its task's end. */
  async function importList(
    list: RestrictiveList,
    bytes: Uint8Array,
    filename: string,
    as: LoggedInUser = list === 'EMPRESA' ? admin : provider,
  ) {
    const url =
      list === 'EMPRESA' ? '/v1/company-list/imports' : `/v1/restrictive-lists/${list}/imports`;
    const response = await upload(url, bytes, filename, as);
    expect(response.statusCode, response.body).toBe(202);
    return settled(json<{ jobId: string }>(response).jobId, as);
  }

  async function inForce(as: LoggedInUser = provider) {
    const response = await callAs(t, as.session, 'GET', '/v1/restrictive-lists');
    expect(response.statusCode, response.body).toBe(200);
    return json<ListsInForce>(response).items;
  }

  /** The records of a list's version in force, by row. */
  async function records(list: RestrictiveList, version: number, owner: string | null = null) {
    const [row] = await t.db
      .select({ id: restrictiveListVersions.id })
      .from(restrictiveListVersions)
      .where(
        sql`${restrictiveListVersions.list} = ${list} and ${restrictiveListVersions.version} = ${version} and ${restrictiveListVersions.companyId} is not distinct from ${owner}`,
      );
    return t.db
      .select()
      .from(restrictiveListRecords)
      .where(sql`${restrictiveListRecords.versionId} = ${row!.id}`)
      .orderBy(restrictiveListRecords.rowNumber);
  }

  return { provider, companyId, admin, analyst, upload, settled, importList, inForce, records };
}

export type ListsFixture = Awaited<ReturnType<typeof listsFixture>>;

/** One app for the test file and its fixture; `env` overrides the configuration. */
export function listsTestApp(env: Record<string, string> = {}): { t: TestApp; f: ListsFixture } {
  const shared = {} as { t: TestApp; f: ListsFixture };
  beforeAll(async () => {
    shared.t = await createTestApp(env);
    shared.f = await listsFixture(shared.t);
  });
  afterAll(async () => {
    await shared.t.close();
  });
  return shared;
}

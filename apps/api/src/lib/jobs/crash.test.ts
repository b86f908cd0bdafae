import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { activities, and, eq, sql, type Database } from '@lince/db';
import { createUser } from '@lince/db/testing/index';
import { afterEach, describe, expect, it } from 'vitest';
import {
  eventually,
  GATED_ENTRY,
  newDataDir,
  outboxOf,
  processDatabase,
  startLinceProcess,
  type LinceProcess,
  type ProcessDatabase,
} from '../../testing/processes.ts';

/**
 * Real Lince processes on one database (PGlite data folder, or PostgreSQL with TEST_DATABASE_URL):
 * a job running when its process is killed runs again after a restart and its effect happens
 * once; SIGTERM lets a running job finish, up to JOB_SHUTDOWN_SECONDS.
 */
const JOBS_ENV = {
  JOB_TIMEOUT_SECONDS: '3',
  JOB_POLL_SECONDS: '1',
  JOB_RETRY_DELAY_SECONDS: '1',
};

const running: LinceProcess[] = [];
let database: ProcessDatabase | undefined;
afterEach(async () => {
  for (const lince of running.splice(0)) {
    lince.child.kill('SIGKILL');
    await lince.exited;
  }
  await database?.close();
});

async function start(env: Record<string, string>, entry?: string) {
  const lince = await startLinceProcess({ ...database!.env, ...JOBS_ENV, ...env }, entry);
  running.push(lince);
  return lince;
}

async function forgotPassword(lince: LinceProcess, email: string) {
  const response = await fetch(`${lince.url}/v1/users/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(202);
}

/** The mail job of the one reset-code request, and how many times its request was audited. */
async function mailJobAndAudit(db: Database, userId: string) {
  const jobs = (await db.execute(
    sql`select state, retry_count from pgboss.job where name = 'send-mail'`,
  )) as unknown as { rows: Array<{ state: string; retry_count: number }> };
  const audited = await db
    .select()
    .from(activities)
    .where(and(eq(activities.userId, userId), eq(activities.action, 'PASSWORD_RESET_REQUESTED')));
  return { jobs: jobs.rows, audited: audited.length };
}

const codeIn = (eml: string) =>
  /C=C3=B3digo: (\d{6})|Código: (\d{6})/.exec(eml)?.slice(1).find(Boolean);

// Each test starts two Lince processes (TypeScript compiled on the fly, a database opened): slow
// on a busy machine.
describe('durable jobs across process deaths', { timeout: 240_000 }, () => {
  it('kill -9 while the e-mail job runs: after a restart the job runs again and the e-mail goes out once', async () => {
    const dataDir = newDataDir();
    const gate = newDataDir();
    database = await processDatabase(dataDir);
    const user = await database.use((db) => createUser(db));

    const first = await start({ LINCE_TEST_MAIL_GATE: gate }, GATED_ENTRY);
    await forgotPassword(first, user.email);
    await eventually(() => existsSync(path.join(gate, 'sending')), 'o e-mail começar a sair');
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    expect(outboxOf(dataDir)).toHaveLength(0);

    const second = await start({});
    const mail = await eventually(() => outboxOf(dataDir)[0], 'o e-mail');
    const reset = await fetch(`${second.url}/v1/users/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: user.email,
        code: codeIn(mail),
        password: 'Depois-Do#Crash1',
      }),
    });
    expect(reset.status).toBe(200);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    const { jobs, audited } = await database.use((db) => mailJobAndAudit(db, user.id));
    expect(jobs).toEqual([{ state: 'completed', retry_count: 1 }]);
    expect(audited).toBe(1);
    expect(outboxOf(dataDir)).toHaveLength(1);
  });

  it('SIGTERM lets a running job finish, then the process exits', async () => {
    const dataDir = newDataDir();
    const gate = newDataDir();
    database = await processDatabase(dataDir);
    const user = await database.use((db) => createUser(db));

    const lince = await start(
      { LINCE_TEST_MAIL_GATE: gate, JOB_SHUTDOWN_SECONDS: '20' },
      GATED_ENTRY,
    );
    await forgotPassword(lince, user.email);
    await eventually(() => existsSync(path.join(gate, 'sending')), 'o e-mail começar a sair');
    lince.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(lince.child.exitCode).toBeNull();
    await writeFile(path.join(gate, 'release'), '');
    expect(await lince.exited).toBe(0);

    expect(outboxOf(dataDir)).toHaveLength(1);
    const { jobs } = await database.use((db) => mailJobAndAudit(db, user.id));
    expect(jobs).toEqual([{ state: 'completed', retry_count: 0 }]);
  });

  it('SIGTERM with a job running past JOB_SHUTDOWN_SECONDS: the job is handed back and done after a restart', async () => {
    const dataDir = newDataDir();
    const gate = newDataDir();
    database = await processDatabase(dataDir);
    const user = await database.use((db) => createUser(db));

    const lince = await start(
      { LINCE_TEST_MAIL_GATE: gate, JOB_SHUTDOWN_SECONDS: '1' },
      GATED_ENTRY,
    );
    await forgotPassword(lince, user.email);
    await eventually(() => existsSync(path.join(gate, 'sending')), 'o e-mail começar a sair');
    const stoppedAt = Date.now();
    lince.child.kill('SIGTERM');
    expect(await lince.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    expect((await database.use((db) => mailJobAndAudit(db, user.id))).jobs).toEqual([
      { state: 'retry', retry_count: 0 },
    ]);

    await start({});
    await eventually(() => outboxOf(dataDir).length > 0, 'o e-mail');
    const restarted = running.at(-1)!;
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
    expect(outboxOf(dataDir)).toHaveLength(1);
  });
});

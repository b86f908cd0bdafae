import { createTestDb, type TestDb } from '@lince/db/testing/index';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from './define.ts';
import { createJobQueue, type JobQueue } from './queue.ts';

/** Workers that poll once a minute: a job started sooner was woken, not found by a poll. */
const config = {
  pollSeconds: 60,
  timeoutSeconds: 60,
  retryLimit: 0,
  retryDelaySeconds: 1,
  shutdownSeconds: 5,
};
const noteJob = defineJob('test-wake-note', z.object({ word: z.string() }));

let testDb: TestDb;
let jobs: JobQueue;
const ran: { word: string; at: number }[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
  jobs = createJobQueue({ db: testDb.db, config, log: { error: () => undefined } });
  jobs.work(noteJob, async ({ word }) => {
    ran.push({ word, at: Date.now() });
  });
  await jobs.start();
  // The workers' first poll (at start) has found nothing: they now sleep for a minute.
  await new Promise((resolve) => setTimeout(resolve, 300));
});
afterAll(async () => {
  await jobs.stop();
  await testDb.close();
});

const until = async (done: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
};

it('wake(job) after the commit starts the job at once, even when another answer already used up the general wake', async () => {
  const committed = await testDb.db.transaction(async (tx) => {
    await jobs.enqueue(tx, noteJob, { word: 'importação' });
    // Another request's answer lands before this transaction commits: it wakes the workers
    // (nothing to see yet) and clears the "something was enqueued" mark.
    jobs.wake();
    return Date.now();
  });
  jobs.wake();
  jobs.wake(noteJob);
  await until(() => ran.length > 0, 5_000);
  expect(ran.map((r) => r.word)).toEqual(['importação']);
  // Not a poll a minute later: well under a second after the commit.
  expect(ran[0]!.at - committed).toBeLessThan(1_000);
});

it('wake(job) for a job type without a worker on this node does nothing', () => {
  expect(() => jobs.wake(defineJob('test-wake-elsewhere', z.object({})))).not.toThrow();
});

import { jobEffects, openPostgres, sql, type Database } from '@lince/db';
import { createTestDb, type TestDb } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, type JobRun } from './define.ts';
import { deliverOnce, writeOnce } from './effects.ts';
import { createJobQueue, type JobQueue } from './queue.ts';
import { bossAdapter } from './sql-adapter.ts';

const config = {
  pollSeconds: 1,
  timeoutSeconds: 60,
  retryLimit: 3,
  retryDelaySeconds: 1,
  shutdownSeconds: 5,
};

const echoJob = defineJob('test-echo', z.object({ word: z.string() }));
const flakyJob = defineJob('test-flaky', z.object({ failures: z.number() }));
const doomedJob = defineJob('test-doomed', z.object({}), { retryLimit: 1 });
const abandonedJob = defineJob('test-abandoned', z.object({ ref: z.string() }), {
  retryLimit: 1,
});

let testDb: TestDb;
let jobs: JobQueue;
const echoed: string[] = [];
const flakyRuns: number[] = [];
let doomedRuns = 0;
const doomedLastAttempts: boolean[] = [];
let abandonedRuns = 0;
const givenUp: string[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
  jobs = createJobQueue({ db: testDb.db, config, log: { error: () => undefined } });
  jobs.work(echoJob, async ({ word }) => {
    echoed.push(word);
  });
  jobs.work(flakyJob, async ({ failures }) => {
    flakyRuns.push(Date.now());
    if (flakyRuns.length <= failures) throw new Error('falha passageira');
  });
  jobs.work(doomedJob, async (_, run) => {
    doomedRuns += 1;
    doomedLastAttempts.push(run.lastAttempt);
    throw new Error('sempre falha');
  });
  jobs.work(
    abandonedJob,
    async () => {
      abandonedRuns += 1;
      throw new Error('sempre falha');
    },
    {
      givenUp: async ({ ref }) => {
        givenUp.push(ref);
      },
    },
  );
  await jobs.start();
});
afterAll(async () => {
  await jobs.stop();
  await testDb.close();
});

async function jobRow(db: Database, id: string) {
  const result = (await db.execute(
    sql`select state, retry_count from pgboss.job where id = ${id}`,
  )) as unknown as { rows: Array<{ state: string; retry_count: number }> };
  return result.rows[0];
}

describe('createJobQueue', () => {
  it('a job enqueued in a transaction exists only if the transaction commits', async () => {
    await expect(
      testDb.db.transaction(async (tx) => {
        await jobs.enqueue(tx, echoJob, { word: 'desfeita' });
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    const id = await testDb.db.transaction((tx) => jobs.enqueue(tx, echoJob, { word: 'feita' }));
    jobs.wake();
    await jobs.settle();
    expect(echoed).toEqual(['feita']);
    expect(await jobRow(testDb.db, id)).toEqual({ state: 'completed', retry_count: 0 });
  });

  it('refuses a payload of the wrong shape when enqueuing', async () => {
    await expect(jobs.enqueue(testDb.db, echoJob, { word: 1 } as never)).rejects.toThrow();
  });

  it('retries a failing job with a growing delay until it succeeds', async () => {
    const id = await jobs.enqueue(testDb.db, flakyJob, { failures: 2 });
    await jobs.settle(30_000);
    expect(flakyRuns).toHaveLength(3);
    const [first, second, third] = flakyRuns as [number, number, number];
    // Backoff: the first retry waits 1–2 s, the second 2–4 s.
    expect(second - first).toBeGreaterThanOrEqual(1000);
    expect(third - second).toBeGreaterThanOrEqual(2000);
    expect(await jobRow(testDb.db, id)).toEqual({ state: 'completed', retry_count: 2 });
  });

  it('a job that keeps failing stops after its retry limit (failed); its handler knows the last run', async () => {
    const id = await jobs.enqueue(testDb.db, doomedJob, {});
    await jobs.settle(30_000);
    expect(doomedRuns).toBe(2);
    expect(doomedLastAttempts).toEqual([false, true]);
    expect(await jobRow(testDb.db, id)).toEqual({ state: 'failed', retry_count: 1 });
  });

  it('a job failed for good hands its payload to its givenUp handler, once', async () => {
    const id = await jobs.enqueue(testDb.db, abandonedJob, { ref: 'leitura-1' });
    await jobs.settle(30_000);
    expect(abandonedRuns).toBe(2);
    expect(givenUp).toEqual(['leitura-1']);
    expect(await jobRow(testDb.db, id)).toEqual({ state: 'failed', retry_count: 1 });
  });
});

describe('effects once per job', () => {
  const job: JobRun = {
    id: '6d1f7c2e-9b1a-4c1e-8f3a-2a5b7c9d0e1f',
    queue: 'test-effects',
    lastAttempt: false,
  };

  it('writeOnce: a second run of the job writes nothing; a failed write leaves no record', async () => {
    let writes = 0;
    await expect(
      writeOnce(testDb.db, job, async () => {
        throw new Error('falhou');
      }),
    ).rejects.toThrow('falhou');
    expect(await testDb.db.select().from(jobEffects)).toHaveLength(0);
    expect(await writeOnce(testDb.db, job, async () => void (writes += 1))).toBe(true);
    expect(await writeOnce(testDb.db, job, async () => void (writes += 1))).toBe(false);
    expect(writes).toBe(1);
  });

  it('deliverOnce: skipped once the job has delivered; not recorded when delivery fails', async () => {
    const other: JobRun = {
      id: '0b6a1d3e-5c2f-4e8a-9d1b-7f3c2e4a6b8d',
      queue: 'test-effects',
      lastAttempt: false,
    };
    let deliveries = 0;
    await expect(
      deliverOnce(testDb.db, other, async () => {
        throw new Error('SMTP fora do ar');
      }),
    ).rejects.toThrow('SMTP');
    expect(await deliverOnce(testDb.db, other, async () => void (deliveries += 1))).toBe(true);
    expect(await deliverOnce(testDb.db, other, async () => void (deliveries += 1))).toBe(false);
    expect(deliveries).toBe(1);
  });
});

describe('bossAdapter', () => {
  it('rolls a failed script back: its connection serves the next query', async () => {
    // One connection, so that the next query surely reuses the one the script failed on.
    const single = testDb.url ? openPostgres(testDb.url, 1) : undefined;
    try {
      const adapter = bossAdapter(single?.db ?? testDb.db);
      await expect(adapter.executeSql('BEGIN; SELECT 1/0; COMMIT;', [])).rejects.toThrow();
      expect((await adapter.executeSql('SELECT 1 AS one', [])).rows).toEqual([{ one: 1 }]);
    } finally {
      await single?.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'two queues (two nodes) starting at once on a new database both start and work',
    async () => {
      const fresh = await createTestDb();
      const other = openPostgres(fresh.url!, 2);
      const done: string[] = [];
      const queues = [fresh.db, other.db].map((db) => {
        const queue = createJobQueue({ db, config, log: { error: () => undefined } });
        queue.work(echoJob, async ({ word }) => void done.push(word));
        return queue;
      });
      try {
        await Promise.all(queues.map((queue) => queue.start()));
        await queues[0]!.enqueue(fresh.db, echoJob, { word: 'um' });
        await queues[1]!.enqueue(other.db, echoJob, { word: 'dois' });
        await Promise.all(queues.map((queue) => queue.settle()));
        expect(done.sort()).toEqual(['dois', 'um']);
      } finally {
        await Promise.all(queues.map((queue) => queue.stop()));
        await other.close();
        await fresh.close();
      }
    },
  );
});

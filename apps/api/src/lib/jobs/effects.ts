import { eq, jobEffects, type Database } from '@lince/db';
import type { DbExecutor } from '../db-executor.ts';
import type { JobRun } from './define.ts';

/**
 * A job runs at least once: again after a crash, a timeout or a failed attempt. Its handler makes
 * its effect happen once with one of these, keyed by the job's id in `job_effects`.
 */

/**
 * Runs `write` in one transaction with the record of the job's effect. A run of the same job
 * finds the record (or waits for the transaction that is writing it) and writes nothing: the effect
 * happens exactly once. Returns whether this run wrote it.
 */
export async function writeOnce(
  db: Database,
  job: JobRun,
  write: (tx: DbExecutor) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(jobEffects)
      .values({ jobId: job.id, queue: job.queue })
      .onConflictDoNothing()
      .returning({ jobId: jobEffects.jobId });
    if (claimed.length === 0) return false;
    await write(tx);
    return true;
  });
}

/**
 * For an effect outside the database (an e-mail handed to the SMTP server): skipped when the job's
 * record exists, recorded once it has happened. A process that dies between the effect and its
 * record repeats it on the next run: at least once, never lost. Returns whether this run did it.
 */
export async function deliverOnce(
  db: Database,
  job: JobRun,
  deliver: () => Promise<void>,
): Promise<boolean> {
  const [done] = await db
    .select({ jobId: jobEffects.jobId })
    .from(jobEffects)
    .where(eq(jobEffects.jobId, job.id));
  if (done) return false;
  await deliver();
  await db.insert(jobEffects).values({ jobId: job.id, queue: job.queue }).onConflictDoNothing();
  return true;
}

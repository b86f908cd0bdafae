import { JOB_NOT_FOUND_MESSAGE, type JobStatus } from '@lince/contracts';
import { eq, users, type Database } from '@lince/db';
import type { ServiceContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { findTask, toJobStatus } from './repository.ts';

/** `GET /v1/jobs/:jobId`: a task of the caller's company (another company's is a 404). */
export async function getJobStatus(ctx: ServiceContext, id: string): Promise<JobStatus> {
  const row = await findTask(ctx.db, ctx.companyId, id);
  if (!row) throw notFound(JOB_NOT_FOUND_MESSAGE);
  return toJobStatus(row);
}

/**
 * The context a background job acts in: the user who started its task, in the task's company,
 * from no address (the audit trail names them; the request behind it is long gone).
 */
export async function taskContext(
  db: Database,
  task: { userId: string; companyId: string },
): Promise<ServiceContext> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, task.userId));
  return {
    userId: task.userId,
    companyId: task.companyId,
    role: user?.role ?? 'DEFAULT',
    ip: null,
    db,
  };
}

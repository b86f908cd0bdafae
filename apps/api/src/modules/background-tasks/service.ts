import { JOB_NOT_FOUND_MESSAGE, type JobStatus } from '@lince/contracts';
import type { ServiceContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { findTask, toJobStatus } from './repository.ts';

/** `GET /v1/jobs/:jobId`: a task of the caller's company (another company's is a 404). */
export async function getJobStatus(ctx: ServiceContext, id: string): Promise<JobStatus> {
  const row = await findTask(ctx.db, ctx.companyId, id);
  if (!row) throw notFound(JOB_NOT_FOUND_MESSAGE);
  return toJobStatus(row);
}

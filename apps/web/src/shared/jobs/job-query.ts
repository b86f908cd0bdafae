import { queryOptions } from '@tanstack/react-query';
import type { JobStatus } from '@lince/contracts/jobs';
import { api } from '../../lib/api-client.ts';

/** `GET /v1/jobs/:jobId`: how a background task goes (progress), then its result or why it failed. */
export async function getJob(jobId: string): Promise<JobStatus> {
  const { data } = await api.get<JobStatus>(`/jobs/${encodeURIComponent(jobId)}`);
  return data;
}

/** How often a screen asks how a task goes, while it runs. */
export const JOB_POLL_MS = 700;

export const jobKey = (jobId: string) => ['jobs', jobId] as const;

/** A task, asked again every `JOB_POLL_MS` until it has finished (or failed). */
export const jobQuery = (jobId: string) =>
  queryOptions({
    queryKey: jobKey(jobId),
    queryFn: () => getJob(jobId),
    refetchInterval: (query) =>
      query.state.data && query.state.data.state !== 'PROCESSANDO' ? false : JOB_POLL_MS,
    retry: 2,
  });

import type { z } from 'zod';

/** The retry policy and time limit of a job type; unset fields take the configured defaults. */
export interface JobPolicy {
  /** Runs after the first that a failing job gets. */
  retryLimit?: number;
  /** Seconds before the first retry; each later retry waits about twice as long as the one before. */
  retryDelaySeconds?: number;
  /** The longest one run may take; a job still running after that (its process died) is run again. */
  timeoutSeconds?: number;
}

/**
 * A kind of background job: its queue name, the shape of its payload (checked again when a worker
 * reads it back from the database) and its policy. Enqueue and handle jobs only through one of these.
 */
export interface JobDefinition<T> {
  name: string;
  payload: z.ZodType<T>;
  policy: JobPolicy;
}

/** The job being handled: its id keys the record of its effect (`effects.ts`). */
export interface JobRun {
  id: string;
  queue: string;
  /** No retry follows if this run fails: a handler may record the failure for good instead. */
  lastAttempt: boolean;
}

export type JobHandler<T> = (data: T, job: JobRun) => Promise<void>;

export function defineJob<S extends z.ZodType>(
  name: string,
  payload: S,
  policy: JobPolicy = {},
): JobDefinition<z.output<S>> {
  return { name, payload: payload as z.ZodType<z.output<S>>, policy };
}

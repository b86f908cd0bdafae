import { z } from 'zod';
import type { AppDeps } from '../../core/deps.ts';
import { openSealedJson, sealJson } from '../../lib/crypto.ts';
import { defineJob, type JobHandler } from '../../lib/jobs/define.ts';
import { deliverOnce } from '../../lib/jobs/effects.ts';
import type { DbExecutor } from '../../core/context.ts';
import type { MailMessage } from '../../lib/mailer.ts';

const MailMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});

/** One e-mail to send; the message is sealed (it may carry a temporary password or a code). */
export const sendMailJob = defineJob('send-mail', z.object({ sealed: z.string() }));

/**
 * Queues `message` through `executor`: inside a transaction, the e-mail goes out only if that
 * transaction commits, and is not lost if the process stops before sending it.
 */
export function queueMail(
  { jobs, config }: Pick<AppDeps, 'jobs' | 'config'>,
  executor: DbExecutor,
  message: MailMessage,
): Promise<string> {
  return jobs.enqueue(executor, sendMailJob, { sealed: sealJson(config.jwtSecret, message) });
}

/** Sends the queued e-mail once per job (a run after a crash does not send it again). */
export function sendMailHandler({
  db,
  mailer,
  config,
}: Pick<AppDeps, 'db' | 'mailer' | 'config'>): JobHandler<{ sealed: string }> {
  return async ({ sealed }, job) => {
    const message = MailMessageSchema.parse(openSealedJson(config.jwtSecret, sealed));
    await deliverOnce(db, job, () => mailer.send(message));
  };
}

import type { FastifyPluginAsync } from 'fastify';
import { sendMailHandler, sendMailJob } from './mail-job.ts';

export { queueMail } from './mail-job.ts';
export { invitationMail, resetCodeMail } from './templates.ts';

/** E-mail: queued in the writer's transaction, sent by this job (SMTP, or the `.eml` outbox). */
export const mailModule: FastifyPluginAsync = async (app) => {
  app.deps.jobs.work(sendMailJob, sendMailHandler(app.deps));
};

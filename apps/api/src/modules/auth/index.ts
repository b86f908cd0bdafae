import type { FastifyPluginAsync } from 'fastify';
import { createPasswordResetService, passwordResetCodeJob } from './password-reset-service.ts';
import { sweepExpiredCredentials } from './repository.ts';
import { authRoutes } from './routes.ts';

export { assertAcceptablePassword } from './password-rules.ts';

/**
 * Sign-in, token renewal, first password and password reset; the job that e-mails a reset code,
 * and the upkeep that deletes expired sessions and codes.
 */
export const authModule: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  await app.register(authRoutes);
  const resets = createPasswordResetService(deps);
  deps.jobs.work(passwordResetCodeJob, (data, job) => resets.sendCode(data, job));
  deps.jobs.onMaintenance('sessões e códigos vencidos', () => sweepExpiredCredentials(deps.db));
};

import type { Database } from '@lince/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import { z } from 'zod';
import type { AppConfig } from './core/config.ts';
import type { AppDeps } from './core/deps.ts';
import { createJobQueue } from './lib/jobs/queue.ts';
import { createSnapshotCache } from './lib/snapshot-cache.ts';
import { createRateLimiter } from './lib/rate-limiter.ts';
import { storagePlugin } from './lib/storage/plugin.ts';
import { loggerOptions } from './lib/logger.ts';
import { createTokenSigner } from './lib/tokens.ts';
import { activityRoutes } from './modules/activity/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { companyRoutes } from './modules/companies/routes.ts';
import { diligenceItemRoutes } from './modules/diligences/item-routes.ts';
import { diligenceRoutes } from './modules/diligences/routes.ts';
import { diligenceScope } from './domain/diligence/scope.ts';
import { entityRoutes } from './modules/entities/routes.ts';
import { findingRoutes } from './modules/findings/routes.ts';
import { entityFinancialRoutes } from './modules/financial-statements/entity-routes.ts';
import { financialCompanyRoutes } from './modules/financial-statements/routes.ts';
import { financialStatementRoutes } from './modules/financial-statements/statement-routes.ts';
import { lawsuitRoutes } from './modules/lawsuits/routes.ts';
import { lawsuitImportRoutes, lawsuitTemplateRoutes } from './modules/lawsuit-imports/routes.ts';
import { backgroundTaskRoutes } from './modules/background-tasks/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { documentTypeRoutes } from './modules/document-types/routes.ts';
import { cepRoutes } from './modules/cep/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { homeRoutes } from './modules/home/routes.ts';
import { indicatorRoutes } from './modules/indicators/routes.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { overviewRoutes } from './modules/overview/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { teamMemberRoutes } from './modules/team-members/routes.ts';
import { termsRoutes } from './modules/terms/routes.ts';
import { trackRoutes } from './modules/tracks/routes.ts';
import { checklistRoutes } from './modules/checklists/routes.ts';
import { documentFileRoutes } from './modules/documents/file-routes.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { readingRoutes } from './modules/documents/reading/routes.ts';
import { registrationRoutes } from './modules/registrations/routes.ts';
import { reportPreviewRoutes } from './modules/reports/preview-routes.ts';
import { reportTemplateRoutes } from './modules/reports/templates/routes.ts';
import { filesZipRoutes } from './modules/files-zip/routes.ts';
import { timelineRoutes } from './modules/timeline/routes.ts';
import { userAdminRoutes } from './modules/users/admin-routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { reportExportRoutes, reportVerifyRoutes } from './modules/report-exports/routes.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { routePermissionsPlugin } from './plugins/route-permissions.ts';
import { API_PREFIX, securityHeadersPlugin } from './plugins/security-headers.ts';
import { swaggerPlugin } from './plugins/swagger.ts';
import { webPlugin } from './plugins/web.ts';

// Zod's own messages (wrong types, unknown keys…) in Portuguese.
z.config(z.locales.pt());

/** Memory the listing cache may hold: about 150 kanbans of 250 cards, or 1,500 list pages. */
const LISTINGS_MAX_BYTES = 32 * 1024 * 1024;

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  /** Defaults to SMTP (`SMTP_URL`) or the `.eml` outbox in `DATA_DIR`. */
  mailer?: Mailer | undefined;
  /** Fastify's logger: on (at `LOG_LEVEL`) unless false; a stream receives its lines instead of stdout. */
  logger?: boolean | DestinationStream | undefined;
}

/** Builds the whole application (API under /v1, docs, health, SPA) without listening. */
export async function buildApp({
  config,
  db,
  mailer,
  logger = true,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : loggerOptions(config.logLevel, logger === true ? undefined : logger),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownMailer = !mailer;
  const deps: AppDeps = {
    config,
    db,
    mailer:
      mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: (message) => app.log.info(message),
      }),
    tokens: createTokenSigner(config.jwtSecret),
    limiter: createRateLimiter(db, config.rateLimit.windowSeconds),
    listings: createSnapshotCache({
      ttlMs: config.listingCacheSeconds * 1000,
      maxBytes: LISTINGS_MAX_BYTES,
    }),
    jobs: createJobQueue({ db, config: config.jobs, log: app.log }),
  };
  app.decorate('deps', deps);
  app.addHook('onClose', async () => {
    // Running jobs may still send e-mail: they finish (or are handed back) first.
    await deps.jobs.stop();
    if (ownMailer) deps.mailer.close();
  });

  await app.register(routePermissionsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityHeadersPlugin, { connectSrc: config.cspConnectSrc });
  await app.register(authPlugin);
  await app.register(storagePlugin);
  await app.register(jobsPlugin);
  await app.register(swaggerPlugin);
  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(userAdminRoutes);
      await api.register(companyRoutes);
      await api.register(documentTypeRoutes);
      await api.register(termsRoutes);
      await api.register(activityRoutes);
      await api.register(cepRoutes);
      await api.register(profileRoutes);
      await api.register(settingsRoutes);
      await api.register(trackRoutes);
      await api.register(diligenceRoutes);
      // Everything under one diligence: the scope loads it once for all of them.
      await api.register(diligenceScope, {
        prefix: '/diligences/:id',
        areas: [
          diligenceItemRoutes,
          entityRoutes,
          checklistRoutes,
          documentRoutes,
          documentFileRoutes,
          findingRoutes,
          lawsuitRoutes,
          lawsuitImportRoutes,
          overviewRoutes,
          timelineRoutes,
          readingRoutes,
          registrationRoutes,
          filesZipRoutes,
          entityFinancialRoutes,
          reportExportRoutes,
          reportPreviewRoutes,
        ],
      });
      await api.register(lawsuitTemplateRoutes);
      await api.register(backgroundTaskRoutes);
      await api.register(financialCompanyRoutes);
      await api.register(financialStatementRoutes);
      await api.register(searchRoutes);
      await api.register(teamMemberRoutes);
      await api.register(homeRoutes);
      await api.register(indicatorRoutes);
      await api.register(reportVerifyRoutes);
      await api.register(reportTemplateRoutes);
    },
    { prefix: API_PREFIX },
  );
  await app.register(webPlugin, { webDist: config.webDist });
  await app.ready();
  return app;
}

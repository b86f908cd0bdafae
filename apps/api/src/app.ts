import type { Database } from '@lince/db';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
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
import { createMailer, type Mailer } from './lib/mailer.ts';
import { authModule } from './modules/auth/index.ts';
import { usersModule } from './modules/users/index.ts';
import { companiesModule } from './modules/companies/index.ts';
import { documentTypesModule } from './modules/document-types/index.ts';
import { termsModule } from './modules/terms/index.ts';
import { activityModule } from './modules/activity/index.ts';
import { cepModule } from './modules/cep/index.ts';
import { profileModule } from './modules/profile/index.ts';
import { settingsModule } from './modules/settings/index.ts';
import { tracksModule } from './modules/tracks/index.ts';
import { diligencesModule } from './modules/diligences/index.ts';
import { entitiesModule } from './modules/entities/index.ts';
import { checklistsModule } from './modules/checklists/index.ts';
import { documentsModule } from './modules/documents/index.ts';
import { findingsModule } from './modules/findings/index.ts';
import { screeningModule } from './modules/screening/index.ts';
import { lawsuitsModule } from './modules/lawsuits/index.ts';
import { lawsuitImportsModule } from './modules/lawsuit-imports/index.ts';
import { restrictiveListsModule } from './modules/restrictive-lists/index.ts';
import { overviewModule } from './modules/overview/index.ts';
import { timelineModule } from './modules/timeline/index.ts';
import { registrationsModule } from './modules/registrations/index.ts';
import { filesZipModule } from './modules/files-zip/index.ts';
import { financialStatementsModule } from './modules/financial-statements/index.ts';
import { reportsModule } from './modules/reports/index.ts';
import { reportExportsModule } from './modules/report-exports/index.ts';
import { backgroundTasksModule } from './modules/background-tasks/index.ts';
import { searchModule } from './modules/search/index.ts';
import { teamMembersModule } from './modules/team-members/index.ts';
import { homeModule } from './modules/home/index.ts';
import { indicatorsModule } from './modules/indicators/index.ts';
import { mailModule } from './modules/mail/index.ts';
import { healthModule } from './modules/health/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { routePermissionsPlugin } from './plugins/route-permissions.ts';
import { API_PREFIX, securityHeadersPlugin } from './plugins/security-headers.ts';
import { swaggerPlugin } from './plugins/swagger.ts';
import { webPlugin } from './plugins/web.ts';

// Zod's own messages (wrong types, unknown keys…) in Portuguese.
z.config(z.locales.pt());

/** Memory the listing cache may hold: about 150 kanbans of 250 cards, or 1,500 list pages. */
const LISTINGS_MAX_BYTES = 32 * 1024 * 1024;

/**
 * The modules of the API under `/v1`, in the order they register: each registers its routes (those
 * under `/diligences/:id` in a diligence scope of its own) and its background jobs.
 */
const API_MODULES: FastifyPluginAsync[] = [
  authModule,
  usersModule,
  companiesModule,
  documentTypesModule,
  termsModule,
  activityModule,
  cepModule,
  profileModule,
  settingsModule,
  tracksModule,
  diligencesModule,
  entitiesModule,
  checklistsModule,
  documentsModule,
  findingsModule,
  screeningModule,
  lawsuitsModule,
  lawsuitImportsModule,
  restrictiveListsModule,
  overviewModule,
  timelineModule,
  registrationsModule,
  filesZipModule,
  financialStatementsModule,
  reportsModule,
  reportExportsModule,
  backgroundTasksModule,
  searchModule,
  teamMembersModule,
  homeModule,
  indicatorsModule,
  mailModule,
];

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
  // Running jobs may still send e-mail or use a module's worker thread: they finish (or are handed
  // back) before any module or the mailer closes.
  app.addHook('preClose', async () => {
    await deps.jobs.stop();
  });
  app.addHook('onClose', async () => {
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
  await app.register(healthModule);
  await app.register(
    async (api) => {
      for (const module of API_MODULES) await api.register(module);
    },
    { prefix: API_PREFIX },
  );
  await app.register(webPlugin, { webDist: config.webDist });
  await app.ready();
  return app;
}

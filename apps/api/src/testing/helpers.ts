import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Diligence, Entity, SessionUser } from '@lince/contracts';
import type { Database } from '@lince/db';
import { createCompany, createDiligence, createTestDb, createUser } from '@lince/db/testing/index';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../core/config.ts';
import { createTokenSigner } from '../lib/tokens.ts';
import type { MailMessage, Mailer } from '../lib/mailer.ts';

export const TEST_JWT_SECRET = 'segredo-de-teste-com-mais-de-32-caracteres!';

/** Configuration for tests: a temporary DATA_DIR, quiet, no SPA, generous rate limits unless overridden. */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lince-api-test-')),
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST: path.join(os.tmpdir(), 'lince-no-web-dist'),
    LOGIN_MAX_PER_ACCOUNT: '1000',
    LOGIN_MAX_PER_IP: '1000',
    FORGOT_PASSWORD_MAX_PER_ACCOUNT: '1000',
    FORGOT_PASSWORD_MAX_PER_IP: '1000',
    FORGOT_PASSWORD_MAIL_SPACING_SECONDS: '0',
    LOGIN_SLOWDOWN_AFTER: '1000',
    // A thread with pdf.js per test app would only cost: started by the first PDF read.
    PDF_READER_WARM: 'false',
    REPORT_RENDERER_WARM: 'false',
    ...env,
  });
}

export interface CapturingMailer extends Mailer {
  sent: MailMessage[];
  waitFor(to: string, timeoutMs?: number): Promise<MailMessage>;
}

/** Keeps every message in memory. */
export function capturingMailer(): CapturingMailer {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    close() {},
    async waitFor(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = sent.findLast((m) => m.to === to);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`nenhum e-mail para ${to}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  mailer: CapturingMailer;
  close(): Promise<void>;
}

/**
 * One app over a fresh test database (share it per test file). E-mails are captured in memory,
 * unless `realMailer`: then the app sends them itself (SMTP_URL or the outbox).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { realMailer = false } = {},
): Promise<TestApp> {
  const testDb = await createTestDb();
  const config = testConfig(env);
  const capturing = capturingMailer();
  const app = await buildApp({
    config,
    db: testDb.db,
    mailer: realMailer ? undefined : capturing,
    logger: false,
  });
  return {
    app,
    db: testDb.db,
    config,
    mailer: capturing,
    close: async () => {
      await app.close();
      await testDb.close();
    },
  };
}

export const json = <T = unknown>(response: LightMyRequestResponse): T => response.json() as T;

export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  ip = '127.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: '/v1/users/login',
    payload: { email, password },
    remoteAddress: ip,
  });
}

/** A new user (own company unless given) and its open session. */
export async function loggedInUser(
  testApp: TestApp,
  overrides: Parameters<typeof createUser>[1] = {},
) {
  const user = await createUser(testApp.db, overrides);
  const response = await login(testApp.app, user.email, user.password);
  if (response.statusCode !== 200) throw new Error(`login falhou: ${response.body}`);
  return { user, session: json<SessionUser>(response) };
}

export type LoggedInUser = Awaited<ReturnType<typeof loggedInUser>>;

/** A new company and its logged-in analyst ("Ana Analista", DEFAULT role unless overridden). */
export async function companyWithAnalyst(
  testApp: TestApp,
  company: Parameters<typeof createCompany>[1] = {},
  analyst: Parameters<typeof createUser>[1] = {},
): Promise<{ companyId: string; analyst: LoggedInUser }> {
  const companyId = (await createCompany(testApp.db, company)).id;
  return {
    companyId,
    analyst: await loggedInUser(testApp, { companyId, name: 'Ana Analista', ...analyst }),
  };
}

/** Another company, its user and a diligence of theirs: what no caller of ours may see. */
export async function foreignDiligence(testApp: TestApp) {
  const companyId = (await createCompany(testApp.db)).id;
  const ownerId = (await createUser(testApp.db, { companyId })).id;
  const diligenceId = (await createDiligence(testApp.db, { companyId, ownerId })).id;
  return { companyId, ownerId, diligenceId };
}

export const authHeaders = (session: Pick<SessionUser, '_id' | 'AccessToken'>) => ({
  authorization: `Bearer ${session.AccessToken}`,
  user: session._id,
});

export type ApiMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * A JSON request of `session` to the app, as the web client sends it (bearer token, `user` header,
 * JSON content type); `payload` is sent when given.
 */
export function callAs(
  testApp: TestApp,
  session: Pick<SessionUser, '_id' | 'AccessToken'>,
  method: ApiMethod,
  url: string,
  payload?: unknown,
  extra: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return testApp.app.inject({
    method,
    url,
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
    headers: { ...authHeaders(session), 'content-type': 'application/json', ...extra.headers },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

/** Headers of `userId` with an access token that expired a minute ago (correctly signed). */
export async function expiredAuthHeaders(userId: string) {
  const token = await createTokenSigner(TEST_JWT_SECRET).sign(userId, 'access', -60);
  return { authorization: `Bearer ${token}`, user: userId };
}

/** The computed risk of a diligence and of each of its entities (by name), as the API shows them. */
export async function computedRisks(
  testApp: TestApp,
  session: Pick<SessionUser, '_id' | 'AccessToken'>,
  diligenceId: string,
) {
  const d = json<Diligence>(await callAs(testApp, session, 'GET', `/v1/diligences/${diligenceId}`));
  const e = json<{ items: Entity[] }>(
    await callAs(testApp, session, 'GET', `/v1/diligences/${diligenceId}/entities`),
  ).items;
  return {
    diligence: d.risk.computed,
    entities: Object.fromEntries(e.map((x) => [x.name, x.risk.computed])),
  };
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../apps/api/src/core/config.ts';
import { startLince } from '../../apps/api/src/runtime.ts';
import { createTestDb } from '../../packages/db/src/testing/test-db.ts';

export const DEMO_PASSWORD = 'Diligencia#2026';
export const DEMO = {
  LINCE_ADMIN: 'lince.admin@lince.test',
  LINCE_DEFAULT: 'lince@lince.test',
  ADMIN: 'admin@demo.test',
  DEFAULT: 'analista@demo.test',
} as const;

export interface TestServer {
  url: string;
  db: Awaited<ReturnType<typeof createTestDb>>['db'];
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real server (SPA + API) on a free loopback port, over a fresh test database seeded with the
 * demo data; `env` overrides configuration (e.g. a short ACCESS_TOKEN_TTL_SECONDS or SMTP_URL).
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lince-e2e-'));
  const testDb = await createTestDb();
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    // The journeys start from an empty workspace and create what they need.
    SEED_DEMO_DILIGENCES: 'false',
    LOG_LEVEL: 'warn',
    // E-mails go out through the job queue: an idle worker looks every second, not every two.
    JOB_POLL_SECONDS: '1',
    // Drawing the warm-up report costs a second of CPU per server: only the report journey asks.
    REPORT_RENDERER_WARM: 'false',
    // Likewise the certidão readers (pdf.js, and the OCR engine compiling on a sample): they start
    // with the first file a journey uploads.
    PDF_READER_WARM: 'false',
    ...env,
  });
  const server = await startLince(config, { db: testDb.db, logger: false });
  return {
    url: server.url,
    db: testDb.db,
    dataDir,
    async close() {
      await server.close();
      await testDb.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

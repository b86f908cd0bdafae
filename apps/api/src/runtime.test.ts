import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, users } from '@lince/db';
import { createTestDb, type TestDb } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './core/config.ts';
import { startLince } from './runtime.ts';

let testDb: TestDb;
let dataDir: string;
beforeAll(async () => {
  testDb = await createTestDb();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'lince-runtime-'));
});
afterAll(async () => {
  await testDb.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const config = () =>
  loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'sem-web'),
  });

describe('startLince', () => {
  it('migrates, seeds the demo data once, listens on a free port and logs in a demo account', async () => {
    const first = await startLince(config(), { db: testDb.db, logger: false });
    try {
      expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(first.seeded).toBe(true);
      expect(first.demoAccounts.map((a) => a.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
      expect((await fetch(`${first.url}/ready`)).status).toBe(200);
      for (const account of DEMO_ACCOUNTS) {
        const response = await fetch(`${first.url}/v1/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: account.email, password: DEMO_PASSWORD }),
        });
        expect(response.status).toBe(200);
        const body = (await response.json()) as { role: string; company: { name: string } };
        expect(body.role).toBe(account.role);
        expect(body.company.name).toBe(account.company);
      }
    } finally {
      await first.close();
    }

    const second = await startLince(config(), { db: testDb.db, logger: false });
    try {
      expect(second.seeded).toBe(false);
      expect(await testDb.db.select().from(users)).toHaveLength(DEMO_ACCOUNTS.length);
    } finally {
      await second.close();
    }
    // The given database stays open for its owner.
    expect(await testDb.db.select().from(users)).toHaveLength(DEMO_ACCOUNTS.length);
  });

  it('does not seed when SEED_DEMO is false', async () => {
    const empty = await createTestDb();
    try {
      const lince = await startLince(
        loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false' }),
        {
          db: empty.db,
          logger: false,
        },
      );
      expect(lince.seeded).toBe(false);
      expect(lince.demoAccounts).toEqual([]);
      await lince.close();
    } finally {
      await empty.close();
    }
  });
});

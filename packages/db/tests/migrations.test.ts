import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCnpj } from '@lince/contracts';
import { companies, users } from '../src/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_COMPANIES, seedDemo } from '../src/seed.ts';
import { migrate } from '../src/migrate.ts';
import { createTestDb, type TestDb } from '../src/testing/test-db.ts';
import { createUser } from '../src/testing/factories.ts';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.close();
});

describe('database', () => {
  it('starts migrated and empty; migrating again is a no-op', async () => {
    await migrate(testDb.db);
    expect(await testDb.db.select().from(companies)).toEqual([]);
  });

  it('refuses an e-mail that is not lower case and an unknown role', async () => {
    await expect(createUser(testDb.db, { email: 'Maiuscula@Teste.test' })).rejects.toThrow();
    await expect(createUser(testDb.db, { role: 'ROOT' as never })).rejects.toThrow();
  });

  it('demo companies have valid CNPJs', () => {
    for (const company of DEMO_COMPANIES) expect(isValidCnpj(company.cnpj)).toBe(true);
  });
});

describe('seedDemo', () => {
  it('seeds only an empty database, once', async () => {
    const seedDb = await createTestDb();
    try {
      const hash = async (password: string) => `hash:${password}`;
      expect(await seedDemo(seedDb.db, hash)).toEqual({ seeded: true });
      expect(await seedDemo(seedDb.db, hash)).toEqual({ seeded: false });
      const rows = await seedDb.db.select({ email: users.email, role: users.role }).from(users);
      expect(rows.map((r) => r.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
      expect(await seedDb.db.select().from(companies)).toHaveLength(2);
    } finally {
      await seedDb.close();
    }
  });
});

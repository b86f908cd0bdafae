import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../src/sql.ts';
import { createTestDb, type TestDb } from '../src/testing/test-db.ts';

/** Migration 0004: pg_trgm and the trigram indexes of the searches, on PGlite and PostgreSQL alike. */
let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.close();
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('search indexes', () => {
  it('has pg_trgm and a trigram index for each searched text', async () => {
    const extensions = rowsOf<{ extname: string }>(
      await testDb.db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`),
    );
    expect(extensions).toEqual([{ extname: 'pg_trgm' }]);
    const indexes = rowsOf<{ indexname: string }>(
      await testDb.db.execute(
        sql`select indexname from pg_indexes where indexname like '%trgm%' order by indexname`,
      ),
    ).map((r) => r.indexname);
    expect(indexes).toEqual([
      'diligences_code_title_trgm_idx',
      'diligences_search_trgm_idx',
      'entities_search_trgm_idx',
      'restrictive_list_names_trgm_idx',
    ]);
  });

  it('answers a LIKE %term% through the trigram index', async () => {
    await testDb.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = rowsOf<{ 'QUERY PLAN': string }>(
        await tx.execute(sql`explain select id from entities where search_text like '%conceicao%'`),
      )
        .map((r) => r['QUERY PLAN'])
        .join('\n');
      expect(plan).toContain('entities_search_trgm_idx');
    });
  });
});

import { createTestDb } from '@lince/db/testing/index';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../testing/helpers.ts';

describe('/health and /ready', () => {
  it('/ready answers 503 in the error format when the database is gone, while /health stays 200', async () => {
    const testDb = await createTestDb();
    const app = await buildApp({ config: testConfig(), db: testDb.db, logger: false });
    try {
      expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
      await testDb.close();
      const ready = await app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        error: { code: 'UNAVAILABLE', message: 'Serviço indisponível no momento.' },
      });
      expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({
        status: 'ok',
      });
    } finally {
      await app.close();
    }
  });
});

import { sql } from '@lince/db';
import { createTestDb, type TestDb } from '@lince/db/testing/index';
import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.ts';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.close();
});

/** A Fastify app with the project's logger, writing its lines into `lines`. */
function appWithLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: loggerOptions('info', stream) });
  return { app, lines };
}

describe('logger', () => {
  it('never writes passwords, tokens, codes or the session headers', async () => {
    const { app, lines } = appWithLog();
    app.post('/x', async (request) => {
      request.log.info({ body: request.body, headers: request.headers }, 'recebido');
      return {};
    });
    await app.inject({
      method: 'POST',
      url: '/x',
      headers: { authorization: 'Bearer eyJsegredo', refreshtoken: 'rt-segredo' },
      payload: {
        email: 'ana@x.test',
        password: 'Senha#Secreta1',
        newPassword: 'Outra#Secreta2',
        code: '123456',
        RefreshToken: 'rt-corpo',
      },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('ana@x.test');
    for (const secret of [
      'eyJsegredo',
      'rt-segredo',
      'Senha#Secreta1',
      'Outra#Secreta2',
      '123456',
      'rt-corpo',
    ])
      expect(log).not.toContain(secret);
    expect(log).toContain('[oculto]');
  });

  it('logs a failed statement with its text and SQLSTATE, never its parameters', async () => {
    const { app, lines } = appWithLog();
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2VncmVkbw$aGFzaA';
    const error = await testDb.db
      .execute(sql`select ${secret}::integer as n`)
      .then(() => null)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    app.log.error({ err: error }, 'erro não tratado');
    await app.close();
    const log = lines.join('');
    expect(log).toContain('select $1::integer as n');
    expect(log).toContain('"sqlState":"22P02"');
    expect(log).not.toContain(secret);
    expect(log).not.toContain('c2VncmVkbw');
  });
});

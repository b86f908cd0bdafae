import { sql } from '@lince/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/helpers.ts';
import { queueMail, sendMailHandler } from './mail-job.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const message = {
  to: 'convidada@cliente.test',
  subject: 'Seu acesso ao Lince',
  text: 'Senha temporária: Segredo-Temporario-42',
  html: '<p>Senha temporária: Segredo-Temporario-42</p>',
};

describe('send-mail job', () => {
  it('keeps the queued message sealed in the database and sends it once', async () => {
    const id = await t.db.transaction((tx) => queueMail(t.app.deps, tx, message));
    const stored = (await t.db.execute(
      sql`select data::text as data from pgboss.job where id = ${id}`,
    )) as unknown as { rows: Array<{ data: string }> };
    expect(stored.rows[0]!.data).not.toContain('Segredo-Temporario-42');
    expect(stored.rows[0]!.data).not.toContain('convidada@cliente.test');

    t.app.deps.jobs.wake();
    await t.app.deps.jobs.settle();
    expect(t.mailer.sent.filter((m) => m.to === message.to)).toEqual([message]);
  });

  it('a run of the same job again (after a crash) does not send a second e-mail', async () => {
    const id = await queueMail(t.app.deps, t.db, { ...message, to: 'outra@cliente.test' });
    await t.app.deps.jobs.settle();
    const sealed = (await t.db.execute(
      sql`select data->>'sealed' as sealed from pgboss.job where id = ${id}`,
    )) as unknown as { rows: Array<{ sealed: string }> };
    await sendMailHandler(t.app.deps)(
      { sealed: sealed.rows[0]!.sealed },
      { id, queue: 'send-mail', lastAttempt: false },
    );
    expect(t.mailer.sent.filter((m) => m.to === 'outra@cliente.test')).toHaveLength(1);
  });
});

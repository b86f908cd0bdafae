import type { RenewResponse, SessionUser } from '@lince/contracts';
import { jobEffects, eq, sql } from '@lince/db';
import { createUser } from '@lince/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  newDataDir,
  outboxOf,
  processDatabase,
  startLinceProcess,
  type LinceProcess,
  type ProcessDatabase,
} from './testing/processes.ts';

/**
 * Two Lince processes behind two loopback ports on one PostgreSQL database behave as one: the
 * attempt counters are shared and each job is done once, by either. PGlite is embedded in one
 * process (a second process cannot open its data folder), so this runs only with
 * TEST_DATABASE_URL (as CI sets it).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two nodes, one PostgreSQL database (skipped on PGlite: one process only)',
  { timeout: 300_000 },
  () => {
    let database: ProcessDatabase;
    let nodes: [LinceProcess, LinceProcess];
    const dataDirs = [newDataDir(), newDataDir()] as const;

    beforeAll(async () => {
      database = await processDatabase(dataDirs[0]);
      const env = {
        ...database.env,
        LOGIN_MAX_PER_ACCOUNT: '3',
        LOGIN_MAX_PER_IP: '1000',
        FORGOT_PASSWORD_MAX_PER_ACCOUNT: '1000',
        FORGOT_PASSWORD_MAX_PER_IP: '1000',
        JOB_POLL_SECONDS: '1',
      };
      nodes = (await Promise.all(
        dataDirs.map((dir) => startLinceProcess({ ...env, DATA_DIR: dir })),
      )) as [LinceProcess, LinceProcess];
    });
    afterAll(async () => {
      for (const node of nodes ?? []) {
        node.child.kill('SIGTERM');
        await node.exited;
      }
      await database?.close();
    });

    const post = (node: LinceProcess, path: string, body: object) =>
      fetch(`${node.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    it('the login limit counts the attempts made on either node', async () => {
      const user = await database.use((db) => createUser(db));
      const [a, b] = nodes;
      const login = (node: LinceProcess, password: string) =>
        post(node, '/v1/users/login', { email: user.email, password });
      expect((await login(a, 'Errada#12345')).status).toBe(401);
      expect((await login(b, 'Errada#12345')).status).toBe(401);
      expect((await login(a, 'Errada#12345')).status).toBe(401);
      const limited = await login(b, user.password);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.json()).toEqual({
        error: {
          code: 'RATE_LIMITED',
          message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
        },
      });
      expect((await login(a, user.password)).status).toBe(429);
    });

    it('a session ended on one node is refused on the other at once; a token rotated on one gets the same pair on the other', async () => {
      const user = await database.use((db) => createUser(db));
      const [a, b] = nodes;
      const login = await post(a, '/v1/users/login', {
        email: user.email,
        password: user.password,
      });
      const session = (await login.json()) as SessionUser;
      const bearer = (accessToken: string) => ({
        authorization: `Bearer ${accessToken}`,
        user: session._id,
      });
      const me = (node: LinceProcess, accessToken = session.AccessToken) =>
        fetch(`${node.url}/v1/users/me`, { headers: bearer(accessToken) });
      const renew = (node: LinceProcess) =>
        fetch(`${node.url}/v1/users/auth`, { headers: { RefreshToken: session.RefreshToken } });
      expect((await me(b)).status).toBe(200);

      const [onA, onB] = await Promise.all([renew(a), renew(b)]);
      expect([onA.status, onB.status]).toEqual([200, 200]);
      const pair = (await onA.json()) as RenewResponse;
      expect(await onB.json()).toEqual(pair);
      expect((await me(b, pair.AccessToken)).status).toBe(200);

      const out = await fetch(`${a.url}/v1/users/logout`, {
        method: 'POST',
        headers: { ...bearer(session.AccessToken), 'content-type': 'application/json' },
        body: '{}',
      });
      expect(out.status).toBe(204);
      const loggedOutAt = Date.now();
      expect((await me(b)).status).toBe(401);
      expect((await me(b, pair.AccessToken)).status).toBe(401);
      expect(Date.now() - loggedOutAt).toBeLessThan(1000);
    });

    it('each job enqueued on either node is done exactly once, by one of them', async () => {
      const users = await database.use(async (db) => {
        const created = [];
        for (let i = 0; i < 12; i += 1) created.push(await createUser(db));
        return created;
      });
      for (const [i, user] of users.entries())
        expect(
          (await post(nodes[i % 2]!, '/v1/users/forgot-password', { email: user.email })).status,
        ).toBe(202);

      const sent = () => dataDirs.flatMap((dir) => outboxOf(dir));
      await eventually(() => sent().length >= users.length, 'os e-mails');
      await eventually(
        () =>
          database.use(async (db) => {
            const pending = (await db.execute(
              sql`select count(*)::int as n from pgboss.job where state < 'completed'`,
            )) as unknown as { rows: Array<{ n: number }> };
            return pending.rows[0]!.n === 0;
          }),
        'todas as tarefas concluídas',
      );
      const recipients = sent().map((eml) => /^To: (.+)$/m.exec(eml)![1]!.trim());
      expect(recipients.sort()).toEqual(users.map((u) => u.email).sort());
      const effects = await database.use((db) =>
        db.select().from(jobEffects).where(eq(jobEffects.queue, 'send-mail')),
      );
      expect(effects).toHaveLength(users.length);
    });
  },
);

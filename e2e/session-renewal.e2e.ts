import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { jwtPayload, loginAs, readAuth, waitForPath, writeAuth } from './support/journey.ts';
import { DEMO } from './support/server.ts';
import { useJourney } from './support/suite.ts';

const TTL_SECONDS = 5;
const shortLived = useJourney({ ACCESS_TOKEN_TTL_SECONDS: String(TTL_SECONDS) });

const apiCalls = (requests: Request[], path: string) =>
  requests.filter((r) => new URL(r.url()).pathname === path);

async function waitUntilExpired(token: string) {
  const exp = jwtPayload(token).exp as number;
  const wait = exp * 1000 - Date.now() + 1100;
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}

describe('session (storage, renewal, headers, expiry)', () => {
  it('every API request carries the JSON content type, the bearer token and the user header', async () => {
    const { page, context, errors } = await shortLived.open();
    const requests: Request[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/v1/')) requests.push(r);
    });
    await loginAs(page, DEMO.ADMIN);
    await waitForPath(page, '/');
    const auth = (await readAuth(page))!;
    // Logout ends the session at once: a home-page request still on its way would be refused.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await waitForPath(page, '/login');

    const logout = apiCalls(requests, '/v1/users/logout')[0];
    expect(logout).toBeDefined();
    const headers = await logout!.allHeaders();
    expect(headers['content-type']).toMatch(/^application\/json/);
    expect(headers.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(headers.user).toBe(auth._id);
    for (const r of requests.filter((r) => !/\/v1\/users\/(login|auth)$/.test(r.url()))) {
      const h = await r.allHeaders();
      expect(h['content-type'], r.url()).toMatch(/^application\/json/);
      expect(h.user, r.url()).toBe(auth._id);
    }
    expect(await readAuth(page)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renews silently when the access token has expired before a protected route opens, keeping the rotated refresh token', async () => {
    const { page, context, errors } = await shortLived.open();
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    await loginAs(page, DEMO.DEFAULT);
    await waitForPath(page, '/');
    const before = (await readAuth(page))!;
    await waitUntilExpired(before.AccessToken as string);

    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Diligências', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Diligências', exact: true }).waitFor();
    await waitForPath(page, '/diligence');

    const renewals = apiCalls(requests, '/v1/users/auth');
    expect(renewals.length).toBeGreaterThanOrEqual(1);
    expect(renewals[0]!.method()).toBe('GET');
    expect((await renewals[0]!.allHeaders()).refreshtoken).toBe(before.RefreshToken);
    const after = (await readAuth(page))!;
    expect(after.AccessToken).not.toBe(before.AccessToken);
    expect((jwtPayload(after.AccessToken as string).exp as number) * 1000).toBeGreaterThan(
      Date.now(),
    );
    expect(await page.getByText('Tempo de sessão expirado').count()).toBe(0);
    // The refresh token rotates: the answer's new one replaced it in storage.
    expect(after.RefreshToken).not.toBe(before.RefreshToken);
    expect(after.RefreshToken).toMatch(/^[\w-]{43}$/);
    const answer = (await (await renewals.at(-1)!.response())!.json()) as Record<string, unknown>;
    expect(answer).toEqual({ AccessToken: after.AccessToken, RefreshToken: after.RefreshToken });
    expect(errors).toEqual([]);
    await context.close();
    // The stored refresh token is the session's live one: it renews.
    const next = await fetch(`${shortLived.server.url}/v1/users/auth`, {
      headers: { RefreshToken: after.RefreshToken as string },
    });
    expect(next.status).toBe(200);
    expect(((await next.json()) as { RefreshToken: string }).RefreshToken).not.toBe(
      after.RefreshToken,
    );
  });

  it('two tabs renewing at once stay signed in (Web Lock lince-renew; the server grace as a fallback)', async () => {
    // A request sent with a token that expires on its way is answered 401, then renewed and retried.
    const unauthorized = /status of 401/;
    const { page, context, errors } = await shortLived.open({ allow: [unauthorized] });
    const second = await context.newPage();
    second.on('console', (msg) => {
      if (msg.type() === 'error' && !unauthorized.test(msg.text()))
        errors.push(`segunda aba: ${msg.text()}`);
    });
    second.on('pageerror', (err) => errors.push(`segunda aba: ${err.message}`));
    const renewals: Request[] = [];
    for (const tab of [page, second])
      tab.on('request', (r) => {
        if (new URL(r.url()).pathname === '/v1/users/auth') renewals.push(r);
      });
    await loginAs(page, DEMO.DEFAULT);
    await waitForPath(page, '/');
    await second.goto('/');
    await second.getByRole('button', { name: 'Menu do usuário' }).waitFor();
    expect(await second.evaluate(() => typeof navigator.locks?.request)).toBe('function');
    const before = (await readAuth(page))!;
    await waitUntilExpired(before.AccessToken as string);

    // Both tabs open a protected route at the same moment, each with the expired access token.
    await Promise.all([page.goto('/diligence'), second.goto('/diligence')]);
    for (const tab of [page, second]) {
      await tab.getByRole('heading', { level: 1, name: 'Diligências', exact: true }).waitFor();
      await waitForPath(tab, '/diligence');
      expect(await tab.getByText('Tempo de sessão expirado').count()).toBe(0);
    }
    expect(renewals.length).toBeGreaterThanOrEqual(1);
    // Every renewal answered was a success. The tab that waits for the lock takes the pair the
    // other stored (usually: one renewal in all). A token is presented twice only when that pair
    // reached its storage later than the wait, or a renewal was cut off by the navigation; then the
    // server's grace answers it with the same pair.
    const pairs = new Map<string, string>();
    for (const r of renewals) {
      const response = await r.response().catch(() => null);
      if (!response) continue;
      expect(response.status()).toBe(200);
      const presented = (await r.allHeaders()).refreshtoken!;
      const pair = await response.text();
      expect(pairs.get(presented) ?? pair).toBe(pair);
      pairs.set(presented, pair);
    }
    const after = (await readAuth(second))!;
    expect(after.RefreshToken).not.toBe(before.RefreshToken);
    expect(await readAuth(page)).toEqual(after);
    // Still signed in on both after a reload.
    for (const tab of [page, second]) {
      await tab.reload();
      await tab.getByRole('heading', { level: 1, name: 'Diligências', exact: true }).waitFor();
      expect(await tab.getByText('Tempo de sessão expirado').count()).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('when renewal fails: warning "Tempo de sessão expirado", storage cleared, /login', async () => {
    const { page, context, errors } = await shortLived.open({ allow: [/status of 401/] });
    await loginAs(page, DEMO.DEFAULT);
    await waitForPath(page, '/');
    const auth = (await readAuth(page))!;
    // The refresh token is revoked elsewhere (e.g. a logout in another tab).
    const res = await fetch(`${shortLived.server.url}/v1/users/logout`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${auth.AccessToken as string}`,
        user: auth._id as string,
        RefreshToken: auth.RefreshToken as string,
      },
      body: '{}',
    });
    expect(res.status).toBeLessThan(300);
    await waitUntilExpired(auth.AccessToken as string);

    await page.goto('/diligence-kanban');
    await page.getByText('Tempo de sessão expirado').waitFor();
    await waitForPath(page, '/login');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a 401 from the API', () => {
  const journey = useJourney();

  it('is answered by one renewal and a retry of the original request', async () => {
    const { page, context, errors } = await journey.open({ allow: [/status of 401/] });
    await loginAs(page, DEMO.ADMIN);
    await waitForPath(page, '/');
    const auth = (await readAuth(page))!;
    // A token the client believes valid (future exp) but the server refuses (bad signature).
    const [h, p, s] = (auth.AccessToken as string).split('.');
    const forged = `${h}.${p}.${s!.slice(0, -4)}${s!.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    // Swap the token while no app code runs (a same-origin static file is open), so that the
    // only requests recorded are those of the next page load.
    await page.goto('/favicon.svg');
    await writeAuth(page, { ...auth, AccessToken: forged });

    // Requests in the order the page sent them (response events may arrive interleaved).
    const sent: Request[] = [];
    page.on('request', (r) => {
      if (/^\/v1\/users\/(me|auth)$/.test(new URL(r.url()).pathname)) sent.push(r);
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu do usuário' }).waitFor();
    await expect.poll(() => sent.length).toBe(3);
    const calls = await Promise.all(
      sent.map(async (r) => ({
        path: new URL(r.url()).pathname,
        status: (await r.response())?.status(),
      })),
    );
    expect(calls).toEqual([
      { path: '/v1/users/me', status: 401 },
      { path: '/v1/users/auth', status: 200 },
      { path: '/v1/users/me', status: 200 },
    ]);
    expect((await sent[0]!.allHeaders()).authorization).toBe(`Bearer ${forged}`);
    expect((await sent[2]!.allHeaders()).authorization).not.toBe(`Bearer ${forged}`);
    const after = (await readAuth(page))!;
    expect(after.AccessToken).not.toBe(forged);
    expect(errors).toEqual([]);
    await context.close();
  });
});

import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from './server.ts';

/** The page's path, percent-decoded (`/reset/ana%40x.test` → `/reset/ana@x.test`). */
export function pathOf(page: Page): string {
  return decodeURIComponent(new URL(page.url()).pathname);
}

export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => decodeURIComponent(url.pathname) === path, { timeout: 10_000 });
}

/** Signs in through the login screen, as a person would. */
export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export async function readAuth(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate(() => localStorage.getItem('auth'));
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
}

export async function writeAuth(page: Page, auth: Record<string, unknown>): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('auth', value), JSON.stringify(auth));
}

/** Decodes a JWT's payload (no verification: the browser-side view of the token). */
export function jwtPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Waits until no finite CSS transition or animation is running (spinners are left alone). */
async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * axe-core on the current page: no serious or critical violation.
 *
 * Colour contrast is judged on what is painted, so transitions (a snackbar fading in or out, a
 * dialog opening) must be still while axe reads the page. A snackbar may start leaving while axe
 * runs; when something moved during the analysis, the page is settled and analysed again.
 */
export async function expectAccessible(page: Page): Promise<void> {
  let bad: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'] = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await settleAnimations(page);
    await page.evaluate(() => {
      const w = window as unknown as { __axeMoved?: boolean; __axeWatch?: boolean };
      w.__axeMoved = false;
      if (w.__axeWatch) return;
      w.__axeWatch = true;
      for (const type of ['transitionstart', 'animationstart', 'transitionrun']) {
        document.addEventListener(type, () => (w.__axeMoved = true), true);
      }
    });
    const results = await new AxeBuilder({ page }).analyze();
    bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const moved = await page.evaluate(
      () => (window as unknown as { __axeMoved?: boolean }).__axeMoved === true,
    );
    if (bad.length === 0 || !moved) break;
  }
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * Accepts the terms of use when the signed-in user must (the API says so), waiting for the
 * blocking dialog however long the layout takes to show it; does nothing otherwise.
 */
export async function acceptPendingTerms(page: Page): Promise<void> {
  const mustAccept = await page.evaluate(async () => {
    const auth = JSON.parse(localStorage.getItem('auth') ?? 'null') as {
      _id: string;
      AccessToken: string;
    } | null;
    if (!auth) return false;
    const res = await fetch('/v1/terms/current', {
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${auth.AccessToken}`,
        user: auth._id,
      },
    });
    return res.ok && ((await res.json()) as { mustAccept: boolean }).mustAccept;
  });
  if (!mustAccept) return;
  const dialog = page.getByRole('dialog', { name: /Termos de uso/ });
  await dialog.getByRole('button', { name: 'Aceitar' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Calls `/v1{path}` from inside the page with its session, as the web app does, and returns the
 * JSON answer; the journey fails unless the status is `expectedStatus` (any 2xx when omitted).
 */
export async function callApi<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  expectedStatus?: number,
): Promise<T> {
  const auth = (await readAuth(page)) as { _id: string; AccessToken: string };
  const { status, json } = await page.evaluate(
    async ({ method, path, body, auth }) => {
      const res = await fetch(`/v1${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${auth.AccessToken}`,
          user: auth._id,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as unknown };
    },
    { method, path, body, auth },
  );
  const what = `${method} ${path}: ${JSON.stringify(json)}`;
  if (expectedStatus === undefined) expect(status, what).toBeLessThan(300);
  else expect(status, what).toBe(expectedStatus);
  return json as T;
}

/** Signs in through the login screen, lands on `/`, accepts pending terms; the user's id. */
export async function signIn(page: Page, email: string): Promise<string> {
  await loginAs(page, email);
  await waitForPath(page, '/');
  await acceptPendingTerms(page);
  return (await readAuth(page))!._id as string;
}

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

/** axe-core on the current page: no serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  // Colour contrast is judged on what is painted: let transitions (a snackbar fading in, a dialog
  // opening) finish first, or a half-transparent element reads as low contrast.
  // Endless ones (progress spinners) are left alone.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
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

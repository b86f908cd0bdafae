import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, openPage, type WatchedPage } from './browser.ts';
import { startTestServer, type TestServer } from './server.ts';

type PageOptions = Omit<Parameters<typeof openPage>[1], 'baseURL'>;

export interface Journey {
  server: TestServer;
  browser: Browser;
  /** A fresh page on this journey's server (console errors collected, see `openPage`). */
  open(options?: PageOptions): Promise<WatchedPage>;
}

/**
 * Starts a server (with `env` overrides) and a browser for the enclosing file or describe block,
 * and closes both afterwards. Read the fields inside tests, not at collection time.
 */
export function useJourney(
  env: Record<string, string> | (() => Record<string, string>) = {},
): Journey {
  const journey = {
    open: (options: PageOptions = {}) =>
      openPage(journey.browser, { ...options, baseURL: journey.server.url }),
  } as Journey;
  beforeAll(async () => {
    journey.server = await startTestServer(typeof env === 'function' ? env() : env);
    journey.browser = await launchBrowser();
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.close();
  });
  return journey;
}

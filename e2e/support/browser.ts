import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium, headless, with the flags this closed network needs: no background
 * networking, component updates, sync or QUIC, which would try to reach Google and fail.
 * Playwright gives every launch a fresh temporary profile of its own.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** console.error messages and uncaught page errors seen so far, minus the allowed ones. */
  errors: string[];
}

/**
 * A fresh context and page whose console errors are collected: a journey ends by asserting
 * `errors` is empty, so an unexpected `console.error` fails it.
 */
export async function openPage(
  browser: Browser,
  options: {
    baseURL: string;
    width?: number;
    height?: number;
    allow?: RegExp[];
    /** The browser's language (navigator.language and Accept-Language); pt-BR by default. */
    locale?: string;
  },
): Promise<WatchedPage> {
  const locale = options.locale ?? 'pt-BR';
  const context = await browser.newContext({
    baseURL: options.baseURL,
    viewport: { width: options.width ?? 1400, height: options.height ?? 900 },
    locale,
    extraHTTPHeaders: { 'Accept-Language': `${locale},${locale.split('-')[0]};q=0.9` },
    timezoneId: 'America/Sao_Paulo',
  });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const errors: string[] = [];
  const allowed = (text: string) =>
    // The browser itself logs every 4xx answer as a failed resource load; journeys that expect a
    // 401 or 429 pass `allow` for it.
    (options.allow ?? []).some((re) => re.test(text));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !allowed(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return { page, context, errors };
}

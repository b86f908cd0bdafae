import type * as SentrySdk from '@sentry/node';

type SentryModule = typeof SentrySdk;

let sentry: SentryModule | undefined;

/**
 * Error reporting, on only when a DSN is configured, with every trace sampled. The SDK
 * is imported only then: it is the heaviest module of the server and would slow every start.
 */
export async function initSentry(dsn: string | undefined): Promise<void> {
  if (!dsn || sentry) return;
  sentry = await import('@sentry/node');
  sentry.init({ dsn, tracesSampleRate: 1 });
}

export function reportError(error: unknown): void {
  sentry?.captureException(error);
}

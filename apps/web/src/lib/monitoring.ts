/**
 * Error and session reporting (Sentry: every trace, 10% of sessions replayed, every session with
 * an error replayed): on only when `VITE_SENTRY_DSN` is set. The SDK is loaded with a dynamic
 * import, so without a DSN it is never downloaded.
 */
export const SENTRY_SAMPLE_RATES = {
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
} as const;

export async function initMonitoring(env: ImportMetaEnv = import.meta.env): Promise<boolean> {
  const dsn = env.VITE_SENTRY_DSN;
  if (!dsn) return false;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    environment: env.VITE_SENTRY_ENVIRONMENT ?? env.MODE,
    release: env.VITE_SENTRY_RELEASE,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    ...SENTRY_SAMPLE_RATES,
  });
  return true;
}

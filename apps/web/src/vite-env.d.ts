/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Sentry DSN of the web app; monitoring stays off (and its code unloaded) without it. */
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_SENTRY_ENVIRONMENT?: string;
  readonly VITE_SENTRY_RELEASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'virtual:mdi-icons.css';

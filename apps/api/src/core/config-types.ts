import type { JobsConfig } from '../lib/jobs/config.ts';
import type { StorageConfig } from '../lib/storage/config.ts';
/** The shape of the configuration `loadConfig` (config.ts) reads from the environment. */

export interface RateLimitConfig {
  /** Length of the counting window, in seconds. */
  windowSeconds: number;
  /** Failed logins of one account from one address (then that pair waits for the window); also wrong current passwords per user. */
  loginPerAccount: number;
  loginPerIp: number;
  /** Failed logins of one account, from any address, after which each attempt waits a growing delay. */
  loginSlowdownAfter: number;
  /** The longest such delay, in seconds. */
  loginSlowdownMaxSeconds: number;
  /** Code requests for one account from one address. */
  forgotPasswordPerAccount: number;
  forgotPasswordPerIp: number;
  /** At most one reset code e-mail per account in this many seconds (0: no spacing). */
  forgotPasswordMailSpacingSeconds: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /**
   * How long a refresh token just rotated still answers, with the same new pair (two tabs or a
   * retry renewing at once); after that, presenting it ends its session. At most 10 s.
   */
  refreshGraceSeconds: number;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  appUrl: string;
  sentryDsn: string | undefined;
  seedDemo: boolean;
  /** With `seedDemo`, also a few diligences of the demo client company. */
  seedDemoDiligences: boolean;
  webDist: string;
  logLevel: string;
  trustProxy: boolean;
  bodyLimitBytes: number;
  /** The largest document file accepted (413 past it; nothing of it is kept). */
  maxUploadBytes: number;
  /** The largest lawsuit import file accepted (CSV, XLSX, DataJud JSON; 413 past it). */
  lawsuitImportMaxBytes: number;
  /** The largest restrictive list file accepted (CSV, XLSX or ZIP; 413 past it). */
  restrictiveListImportMaxBytes: number;
  /**
   * The certidão reader's thread starts with the app and stays (the first reading does not wait
   * for pdf.js to load); off, it starts with the first PDF and stops after 10 idle minutes.
   */
  pdfReaderWarm: boolean;
  /**
   * The report renderers' thread starts with the server, draws a small report in each format (so
   * the first export does not pay for loading pdfkit, docx and the fonts) and stays; off, it
   * starts with the first export and stops after 10 idle minutes.
   */
  reportRendererWarm: boolean;
  /** How long a built kanban may be served again (0: never); any write invalidates it sooner. */
  listingCacheSeconds: number;
  /** Extra origins the browser may connect to (CSP connect-src), e.g. the web Sentry ingest. */
  cspConnectSrc: string[];
  rateLimit: RateLimitConfig;
  jobs: JobsConfig;
  cep: CepConfig;
  cnpj: CnpjProviderConfig;
  storage: StorageConfig;
}

/** A look-up service answering JSON over HTTP, with a time limit and a bounded answer cache. */
interface LookupServiceConfig<Url> {
  url: Url;
  timeoutMs: number;
  cacheTtlSeconds: number;
  cacheMaxEntries: number;
}

/** The ViaCEP-compatible postal-code service: the lookup calls `${url}/ws/{cep}/json/`. */
export type CepConfig = LookupServiceConfig<string>;

/**
 * The CNPJ data provider, in the public BrasilAPI shape (`GET {base}/api/cnpj/v1/{cnpj}`); no URL:
 * the provider is not offered (import or form only).
 */
export type CnpjProviderConfig = LookupServiceConfig<string | undefined>;

export type { JobsConfig, StorageConfig };

import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MAX_UPLOAD_BYTES } from '@lince/contracts/documents';
import { DEFAULT_LAWSUIT_IMPORT_MAX_BYTES } from '@lince/contracts/lawsuits';
import { DEFAULT_RESTRICTIVE_LIST_IMPORT_MAX_BYTES } from '@lince/contracts/restrictive-list-imports';

import type { AppConfig, StorageConfig } from './config-types.ts';

export type {
  RateLimitConfig,
  AppConfig,
  JobsConfig,
  CepConfig,
  CnpjProviderConfig,
  StorageConfig,
} from './config-types.ts';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuração inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const MIN_SECRET_LENGTH = 32;
export const JWT_SECRET_FILE = 'jwt-secret';

type Env = Record<string, string | undefined>;

/** Reads the configuration from environment variables; every problem is reported at once. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(
        `${name} deve ser um número inteiro entre ${min} e ${max} (recebido: "${raw}").`,
      );
      return fallback;
    }
    return value;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = read(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'sim', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'nao', 'não', 'off'].includes(raw)) return false;
    problems.push(`${name} deve ser true ou false (recebido: "${raw}").`);
    return fallback;
  };
  const url = (name: string, protocols: string[]): string | undefined => {
    const raw = read(name);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
      return raw;
    } catch {
      problems.push(`${name} deve ser uma URL ${protocols.join(' ou ')} válida.`);
      return undefined;
    }
  };

  const port = int('PORT', 3000, 0, 65535);
  const dataDir = path.resolve(read('DATA_DIR') ?? './data');
  const logLevel = read('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL deve ser um de: ${LOG_LEVELS.join(', ')}.`);
  const jwtSecretEnv = read('JWT_SECRET');
  if (jwtSecretEnv !== undefined && jwtSecretEnv.length < MIN_SECRET_LENGTH) {
    problems.push(
      `JWT_SECRET deve ter pelo menos ${MIN_SECRET_LENGTH} caracteres (256 bits aleatórios).`,
    );
  }
  const windowSeconds = int('RATE_LIMIT_WINDOW_SECONDS', 900, 1, 86_400);
  const s3Bucket = read('S3_BUCKET');
  const s3AccessKeyId = read('S3_ACCESS_KEY_ID');
  const s3SecretAccessKey = read('S3_SECRET_ACCESS_KEY');
  if (!!s3AccessKeyId !== !!s3SecretAccessKey)
    problems.push('S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY devem ser informados juntos.');
  const storage: StorageConfig = s3Bucket
    ? {
        driver: 's3',
        bucket: s3Bucket,
        region: read('S3_REGION') ?? 'us-east-1',
        endpoint: url('S3_ENDPOINT', ['http:', 'https:']),
        accessKeyId: s3AccessKeyId,
        secretAccessKey: s3SecretAccessKey,
        forcePathStyle: bool('S3_FORCE_PATH_STYLE', false),
      }
    : { driver: 'local', dir: path.join(dataDir, 'files') };
  if (!s3Bucket && read('S3_ENDPOINT')) problems.push('S3_ENDPOINT foi informado sem S3_BUCKET.');

  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const config = {
    port,
    // Only this machine reaches a default start; `HOST=0.0.0.0` (or an address) opens it.
    host: read('HOST') ?? '127.0.0.1',
    dataDir,
    databaseUrl,
    accessTokenTtlSeconds: int('ACCESS_TOKEN_TTL_SECONDS', 900, 1, 86_400),
    refreshTokenTtlSeconds: int('REFRESH_TOKEN_TTL_SECONDS', 2_592_000, 60, 31_536_000),
    refreshGraceSeconds: int('REFRESH_GRACE_SECONDS', 10, 0, 10),
    smtpUrl: url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: read('MAIL_FROM') ?? 'Lince <nao-responda@lince.local>',
    appUrl: (url('APP_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    sentryDsn: url('SENTRY_DSN', ['http:', 'https:']),
    // Demo accounts (a password printed in the README) only on the embedded database, unless asked.
    seedDemo: bool('SEED_DEMO', !databaseUrl),
    seedDemoDiligences: bool('SEED_DEMO_DILIGENCES', true),
    webDist: path.resolve(read('WEB_DIST') ?? path.join(REPO_ROOT, 'apps/web/dist')),
    logLevel,
    trustProxy: bool('TRUST_PROXY', false),
    bodyLimitBytes: int('BODY_LIMIT_BYTES', 1_048_576, 1024, 104_857_600),
    // From 1 KB to 2 GB.
    maxUploadBytes: int('MAX_UPLOAD_BYTES', DEFAULT_MAX_UPLOAD_BYTES, 1024, 2 * 1024 ** 3),
    // From 1 KB to 100 MB (the parsers read the whole file in memory).
    lawsuitImportMaxBytes: int(
      'LAWSUIT_IMPORT_MAX_BYTES',
      DEFAULT_LAWSUIT_IMPORT_MAX_BYTES,
      1024,
      100 * 1024 ** 2,
    ),
    // From 1 KB to 4 GB (the import streams the file: only its size on disk is at stake).
    restrictiveListImportMaxBytes: int(
      'RESTRICTIVE_LIST_IMPORT_MAX_BYTES',
      DEFAULT_RESTRICTIVE_LIST_IMPORT_MAX_BYTES,
      1024,
      4 * 1024 ** 3,
    ),
    pdfReaderWarm: bool('PDF_READER_WARM', true),
    reportRendererWarm: bool('REPORT_RENDERER_WARM', true),
    listingCacheSeconds: int('LISTING_CACHE_SECONDS', 30, 0, 3600),
    cspConnectSrc: cspOrigins(
      read('CSP_CONNECT_SRC'),
      read('VITE_SENTRY_DSN') ?? read('SENTRY_DSN'),
      problems,
    ),
    rateLimit: {
      windowSeconds,
      loginPerAccount: int('LOGIN_MAX_PER_ACCOUNT', 5, 1, 100_000),
      loginPerIp: int('LOGIN_MAX_PER_IP', 30, 1, 100_000),
      loginSlowdownAfter: int('LOGIN_SLOWDOWN_AFTER', 10, 1, 100_000),
      loginSlowdownMaxSeconds: int('LOGIN_SLOWDOWN_MAX_SECONDS', 30, 1, 3600),
      forgotPasswordPerAccount: int('FORGOT_PASSWORD_MAX_PER_ACCOUNT', 3, 1, 100_000),
      forgotPasswordPerIp: int('FORGOT_PASSWORD_MAX_PER_IP', 10, 1, 100_000),
      forgotPasswordMailSpacingSeconds: int('FORGOT_PASSWORD_MAIL_SPACING_SECONDS', 300, 0, 3600),
    },
    jobs: {
      pollSeconds: int('JOB_POLL_SECONDS', 2, 1, 60),
      timeoutSeconds: int('JOB_TIMEOUT_SECONDS', 300, 2, 82_800),
      retryLimit: int('JOB_RETRY_LIMIT', 5, 0, 100),
      retryDelaySeconds: int('JOB_RETRY_DELAY_SECONDS', 10, 1, 3600),
      shutdownSeconds: int('JOB_SHUTDOWN_SECONDS', 20, 1, 600),
    },
    cep: {
      url: (url('VIACEP_URL', ['http:', 'https:']) ?? 'https://viacep.com.br').replace(/\/+$/, ''),
      timeoutMs: int('VIACEP_TIMEOUT_MS', 3000, 100, 60_000),
      cacheTtlSeconds: int('CEP_CACHE_TTL_SECONDS', 86_400, 0, 2_592_000),
      cacheMaxEntries: int('CEP_CACHE_MAX_ENTRIES', 5000, 1, 1_000_000),
    },
    cnpj: {
      url: url('CNPJ_PROVIDER_URL', ['http:', 'https:'])?.replace(/\/+$/, ''),
      timeoutMs: int('CNPJ_PROVIDER_TIMEOUT_MS', 5000, 100, 60_000),
      cacheTtlSeconds: int('CNPJ_CACHE_TTL_SECONDS', 86_400, 0, 2_592_000),
      cacheMaxEntries: int('CNPJ_CACHE_MAX_ENTRIES', 5000, 1, 1_000_000),
    },
    storage,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return { ...config, jwtSecret: jwtSecretEnv ?? persistedSecret(dataDir) };
}

/** Origins allowed in CSP connect-src: the listed ones plus the Sentry ingest origin when a DSN is set. */
function cspOrigins(
  list: string | undefined,
  sentryDsn: string | undefined,
  problems: string[],
): string[] {
  const origins = new Set<string>();
  for (const item of (list ?? '').split(/[\s,]+/).filter(Boolean)) {
    try {
      origins.add(new URL(item).origin);
    } catch {
      problems.push(`CSP_CONNECT_SRC contém uma origem inválida: "${item}".`);
    }
  }
  if (sentryDsn) {
    try {
      origins.add(new URL(sentryDsn).origin);
    } catch {
      // SENTRY_DSN is validated elsewhere.
    }
  }
  return [...origins];
}

/** The secret kept in `${dataDir}/jwt-secret` (mode 0600), created with 32 random bytes when missing. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, JWT_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError([
      `${file} contém um segredo curto demais; apague o arquivo para gerar outro.`,
    ]);
  }
  return secret;
}

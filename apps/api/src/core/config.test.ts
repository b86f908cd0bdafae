import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, JWT_SECRET_FILE, loadConfig } from './config.ts';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'lince-config-'));

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: undefined,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 2_592_000,
      refreshGraceSeconds: 10,
      mailFrom: 'Lince <nao-responda@lince.local>',
      appUrl: 'http://localhost:3000',
      seedDemo: true,
      seedDemoDiligences: true,
      bodyLimitBytes: 1_048_576,
      maxUploadBytes: 25 * 1024 * 1024,
      pdfReaderWarm: true,
      reportRendererWarm: true,
      rateLimit: { windowSeconds: 900, loginPerAccount: 5, loginPerIp: 30 },
    });
    expect(config.webDist).toMatch(/apps\/web\/dist$/);
  });

  it('a PostgreSQL server gets no demo accounts unless SEED_DEMO=true; HOST opens the port', () => {
    const server = { DATA_DIR: tempDir(), DATABASE_URL: 'postgres://lince@db.internal/lince' };
    expect(loadConfig(server).seedDemo).toBe(false);
    expect(loadConfig({ ...server, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ ...server, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig(server).host).toBe('127.0.0.1');
  });

  it('resolves DATA_DIR to an absolute path and APP_URL from PORT', () => {
    const config = loadConfig({ DATA_DIR: path.relative(process.cwd(), tempDir()), PORT: '8080' });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.appUrl).toBe('http://localhost:8080');
  });

  it('generates the JWT secret once, keeps it in DATA_DIR with mode 0600 and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    const file = path.join(dataDir, JWT_SECRET_FILE);
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: tempDir() }).jwtSecret).not.toBe(first);
  });

  it('uses JWT_SECRET when given, and refuses a short one', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: secret }).jwtSecret).toBe(secret);
    expect(() => loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: 'curto' })).toThrow(
      /JWT_SECRET deve ter pelo menos 32/,
    );
  });

  it('reports every invalid value at once, in Portuguese', () => {
    try {
      loadConfig({
        DATA_DIR: tempDir(),
        PORT: 'abc',
        SEED_DEMO: 'talvez',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { problems } = error as ConfigError;
      expect(problems).toHaveLength(4);
      expect((error as Error).message).toContain(
        'PORT deve ser um número inteiro entre 0 e 65535 (recebido: "abc")',
      );
      expect((error as Error).message).toContain('SEED_DEMO deve ser true ou false');
    }
  });

  it('takes MAX_UPLOAD_BYTES from 1 KB to 2 GB', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), MAX_UPLOAD_BYTES: '1048576' }).maxUploadBytes).toBe(
      1_048_576,
    );
    for (const bad of ['100', '25MB', '3000000000'])
      expect(() => loadConfig({ DATA_DIR: tempDir(), MAX_UPLOAD_BYTES: bad })).toThrow(
        `MAX_UPLOAD_BYTES deve ser um número inteiro entre 1024 e 2147483648 (recebido: "${bad}")`,
      );
  });

  it('PDF_READER_WARM=false starts the certidão reader with the first PDF', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PDF_READER_WARM: 'false' }).pdfReaderWarm).toBe(false);
  });

  it('REPORT_RENDERER_WARM=false starts the report renderers with the first export', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), REPORT_RENDERER_WARM: 'false' });
    expect(config.reportRendererWarm).toBe(false);
  });

  it('keeps the grace of a rotated refresh token within 0 to 10 seconds', () => {
    expect(
      loadConfig({ DATA_DIR: tempDir(), REFRESH_GRACE_SECONDS: '0' }).refreshGraceSeconds,
    ).toBe(0);
    expect(() => loadConfig({ DATA_DIR: tempDir(), REFRESH_GRACE_SECONDS: '11' })).toThrow(
      'REFRESH_GRACE_SECONDS deve ser um número inteiro entre 0 e 10 (recebido: "11")',
    );
  });

  it('adds the Sentry ingest origin to the CSP connect-src', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      VITE_SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/123',
    });
    expect(config.cspConnectSrc).toEqual(['https://o1.ingest.sentry.io']);
  });
});

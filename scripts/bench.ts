/**
 * `npm run bench`: seeds 10,000 diligences and 50,000 entities into a fresh in-memory PGlite,
 * starts the app on 127.0.0.1 and measures the list, kanban and search endpoints under concurrent
 * load, beside a bare Fastify "hello" route measured the same way in the same run.
 *
 * The load generator is a bounded loop (BENCH_CONNECTIONS keep-alive connections, BENCH_SECONDS
 * per endpoint, at most BENCH_MAX_REQUESTS) in this same process, over loopback only.
 */
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate, sql, wrapPglite } from '@lince/db';
import { TEST_PASSWORD, TEST_PASSWORD_HASH } from '@lince/db/testing/factories';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';

const DILIGENCES = Number(process.env.BENCH_DILIGENCES ?? 10_000);
const ENTITIES_PER_DILIGENCE = 5;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS ?? 20_000);

const log = (message: string) => process.stdout.write(`${message}\n`);

async function seed() {
  const started = Date.now();
  const client = await PGlite.create();
  const handle = wrapPglite(client);
  await migrate(handle.db);
  const db = handle.db;
  await db.execute(sql`
    insert into companies (id, name, cnpj) values ('bench-co', 'Bench Ltda', '11222333000181'),
      ('other-co', 'Outra Ltda', '11444777000161')`);
  await db.execute(sql`
    insert into users (id, name, email, company_id, role, password_hash)
    select 'u' || i, 'Analista ' || i, 'analista' || i || '@bench.test', 'bench-co',
      case when i = 1 then 'ADMIN' else 'DEFAULT' end, ${TEST_PASSWORD_HASH}
    from generate_series(1, 20) i`);
  await db.execute(sql`
    update companies set settings = '{"slaDaysByStatus":{"A_INICIAR":5,"COLETA":10,"ANALISE":10,"REVISAO":5}}'
    where id = 'bench-co'`);
  // Bulk inserts in SQL (generate_series): ASCII names, so lower() is the search normalisation.
  await db.execute(sql`
    insert into diligences (id, company_id, code, title, purpose, status, priority, due_date,
      owner_id, search_text, status_changed_at, created_at, created_by)
    select 'd' || i, 'bench-co', 'DD-2026-' || lpad(i::text, greatest(4, length(i::text)), '0'),
      'Diligencia ' || (array['Aquisicao','Credito','Imovel','Fornecedor','Parceria'])[1 + i % 5] || ' numero ' || i,
      (array['M_A','CREDITO','IMOBILIARIA','FORNECEDOR','PARCEIRO','OUTRO'])[1 + i % 6],
      (array['A_INICIAR','COLETA','ANALISE','REVISAO','CONCLUIDA','CANCELADA'])[1 + i % 6],
      (array['BAIXA','MEDIA','ALTA','URGENTE'])[1 + i % 4],
      date '2026-01-01' + (i % 700),
      'u' || (1 + i % 20), '', now() - ((i % 30) || ' days')::interval,
      now() - ((i % 365) || ' days')::interval, 'u1'
    from generate_series(1, ${DILIGENCES}) i`);
  await db.execute(sql`
    insert into entities (id, company_id, diligence_id, kind, name, document, role_in_diligence, search_text)
    select 'e' || i || '-' || k, 'bench-co', 'd' || i, case when k = 1 then 'PJ' else 'PF' end,
      case when k = 1 then 'Empresa Alvo ' || i || ' Ltda' else 'Pessoa ' || i || ' Socio ' || k end,
      case when k = 1 then lpad((i * 10)::text, 14, '0') else lpad((i * 10 + k)::text, 11, '0') end,
      case when k = 1 then 'ALVO' else 'SOCIO' end, ''
    from generate_series(1, ${DILIGENCES}) i, generate_series(1, ${ENTITIES_PER_DILIGENCE}) k`);
  await db.execute(sql`update entities set search_text = lower(name) || ' ' || lower(document)`);
  await db.execute(sql`
    update diligences d set search_text = lower(d.code || ' ' || d.title) || ' | ' ||
      (select string_agg(e.search_text, ' ') from entities e where e.diligence_id = d.id)`);
  await db.execute(sql`
    insert into diligence_members (diligence_id, user_id)
    select 'd' || i, 'u' || (1 + (i + 7) % 20) from generate_series(1, ${DILIGENCES}) i`);
  await db.execute(sql`analyze`);
  log(
    `semeado: ${DILIGENCES} diligências, ${DILIGENCES * ENTITIES_PER_DILIGENCE} partes em ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return handle;
}

interface Result {
  name: string;
  requests: number;
  errors: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

async function load(
  name: string,
  port: number,
  paths: string[],
  headers: Record<string, string>,
): Promise<Result> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const once = (p: string) =>
    new Promise<number>((resolve, reject) => {
      const t0 = process.hrtime.bigint();
      const req = http.request(
        { host: '127.0.0.1', port, path: p, method: 'GET', agent, headers },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200) errors += 1;
            resolve(Number(process.hrtime.bigint() - t0) / 1e6);
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
  // Warm-up.
  for (const p of paths) await once(p);
  const started = Date.now();
  const worker = async () => {
    while (Date.now() < deadline && issued < MAX_REQUESTS) {
      const p = paths[issued % paths.length]!;
      issued += 1;
      try {
        latencies.push(await once(p));
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    errors,
    seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

async function main() {
  const handle = await seed();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lince-bench-')),
    JWT_SECRET: 'segredo-do-benchmark-com-mais-de-32-caracteres!',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST: path.join(os.tmpdir(), 'lince-no-web-dist'),
    LOGIN_MAX_PER_ACCOUNT: '1000',
    LOGIN_MAX_PER_IP: '1000',
  });
  const app = await buildApp({ config, db: handle.db, logger: false });
  const login = await app.inject({
    method: 'POST',
    url: '/v1/users/login',
    payload: { email: 'analista2@bench.test', password: TEST_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login falhou: ${login.body}`);
  const session = login.json() as { _id: string; AccessToken: string };
  const headers = { authorization: `Bearer ${session.AccessToken}`, user: session._id };
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as { port: number }).port;

  const hello = Fastify({ logger: false });
  hello.get('/hello', async () => ({ hello: 'world' }));
  await hello.listen({ host: '127.0.0.1', port: 0 });
  const helloPort = (hello.server.address() as { port: number }).port;

  log(`carga: ${CONNECTIONS} conexões, até ${SECONDS} s ou ${MAX_REQUESTS} requisições por rota`);
  const results: Result[] = [];
  results.push(await load('hello (Fastify puro)', helloPort, ['/hello'], {}));
  results.push(
    await load(
      'GET /v1/diligences (lista)',
      port,
      [
        '/v1/diligences?page=1&pageSize=20',
        '/v1/diligences?page=3&pageSize=20&sort=dueDate&order=desc',
        '/v1/diligences?status=ANALISE&purpose=CREDITO&sort=priority',
        '/v1/diligences?pageSize=50&ownerId=u3',
        '/v1/diligences?search=aquisicao&page=2',
      ],
      headers,
    ),
  );
  results.push(
    await load(
      'GET /v1/diligences/kanban',
      port,
      ['/v1/diligences/kanban?limit=50', '/v1/diligences/kanban?limit=50&purpose=M_A'],
      headers,
    ),
  );
  results.push(
    await load(
      'GET /v1/search',
      port,
      [
        '/v1/search?q=empresa%20alvo%204242',
        '/v1/search?q=DD-2026-0815',
        '/v1/search?q=00000000042420',
        '/v1/search?q=pessoa%2077',
      ],
      headers,
    ),
  );
  log('');
  log('| rota | requisições | erros | req/s | p50 (ms) | p95 (ms) | p99 (ms) |');
  log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of results)
    log(
      `| ${r.name} | ${r.requests} | ${r.errors} | ${(r.requests / r.seconds).toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} |`,
    );
  await hello.close();
  await app.close();
  await handle.close();
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});

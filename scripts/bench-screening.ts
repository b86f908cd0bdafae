/**
 * The restrictive-list screening part of `npm run bench` (`BENCH_ONLY=screening`, a section of its
 * own): lists of realistic size — BENCH_SCREENING_CEIS records (1,000,000 by default: half PJ with
 * a whole CNPJ, half PF with a masked CPF) and BENCH_SCREENING_OFAC OFAC entries (20,000, each with
 * an alias: 40,000 names under the trigram index) — and BENCH_SCREENING_PARTIES parties of open
 * diligences (10,000; one in 50 on the CEIS list). Measured: screening one party against every list
 * in force (budget p95 ≤ 50 ms), and the re-screening job after an import over every open party
 * (budget ≤ 60 s). Made-up rows only.
 */
import { entities, migrate, restrictiveListVersions, sql, type Database } from '@lince/db';
import { createCompany, createDiligence, createUser } from '@lince/db/testing/factories';
import { openBenchDatabase } from './bench-database.ts';
import { rescreenAfterImportHandler } from '../apps/api/src/modules/screening/rescreen-handler.ts';
import { screenCompanyParties, screeningBasis } from '../apps/api/src/domain/screening/screen.ts';
import { openPartiesPage } from '../apps/api/src/domain/screening/parties-repository.ts';

const CEIS = Number(process.env.BENCH_SCREENING_CEIS ?? 1_000_000);
const OFAC = Number(process.env.BENCH_SCREENING_OFAC ?? 20_000);
const PARTIES = Number(process.env.BENCH_SCREENING_PARTIES ?? 10_000);
const PARTIES_PER_DILIGENCE = 5;
const SAMPLES = 200;
const ONE_BUDGET_MS = 50;
const ALL_BUDGET_S = 60;

const log = (message: string) => process.stdout.write(`${message}\n`);
const seconds = (ms: number) => (ms / 1000).toFixed(1);

async function seedList(db: Database, list: 'CEIS' | 'OFAC', rows: number): Promise<string> {
  const [version] = await db
    .insert(restrictiveListVersions)
    .values({
      list,
      version: 1,
      state: 'CONCLUIDA',
      rows,
      fileName: `${list}.csv`,
      sha256: '0'.repeat(64),
      importedAt: new Date(),
    })
    .returning({ id: restrictiveListVersions.id });
  return version!.id;
}

/** CEIS: even rows a PJ (CNPJ `<i:12>0001`… as 14 characters), odd rows a PF with a masked CPF. */
async function seedCeis(db: Database, versionId: string) {
  const step = 100_000;
  for (let from = 1; from <= CEIS; from += step) {
    const to = Math.min(CEIS, from + step - 1);
    await db.execute(sql`insert into restrictive_list_records
      (version_id, row_number, record_key, person_kind, document, document_key, cnpj_root,
       cpf_visible, name, name_key, category, start_date, end_date, organ, legal_basis)
      select ${versionId}, i, 'CEIS-' || i,
        case when i % 2 = 0 then 'PJ' else 'PF' end,
        case when i % 2 = 0 then lpad(i::text, 8, '0') || '000199'
             else '***.' || substr(lpad((i % 1000000)::text, 6, '0'), 1, 3) || '.' || substr(lpad((i % 1000000)::text, 6, '0'), 4, 3) || '-**' end,
        case when i % 2 = 0 then lpad(i::text, 8, '0') || '000199' end,
        case when i % 2 = 0 then lpad(i::text, 8, '0') end,
        case when i % 2 = 1 then lpad((i % 1000000)::text, 6, '0') end,
        'SANCIONADO SINTETICO ' || i, 'SANCIONADO SINTETICO ' || i,
        'Impedimento', date '2024-01-01', date '2030-01-01', 'Órgão sintético', 'Lei 14.133/2021'
      from generate_series(${from}::int, ${to}::int) as i`);
  }
}

async function seedOfac(db: Database, versionId: string) {
  await db.execute(sql`insert into restrictive_list_records
    (version_id, row_number, record_key, name, name_key, category)
    select ${versionId}, i, 'OFAC-' || i, 'SYNTH ' || translate(i::text, '0123456789', 'AEIOUBDKMR') || ' TRADING LIMITED',
      'SYNTH ' || translate(i::text, '0123456789', 'AEIOUBDKMR') || ' TRADING',
      'SDGT' from generate_series(1, ${OFAC}::int) as i`);
  await db.execute(sql`insert into restrictive_list_names (version_id, record_id, name, name_key)
    select version_id, id, n.name, n.name_key from restrictive_list_records r
    cross join lateral (values (r.name, r.name_key), ('ALIAS ' || r.name, 'ALIAS ' || r.name_key)) as n(name, name_key)
    where r.version_id = ${versionId}`);
}

/** The parties: PJ and PF in turn; one PJ in 25 has a CEIS CNPJ, the others are clean. */
function partyOf(n: number) {
  if (n % 2 === 1) return { kind: 'PF' as const, document: String(n).padStart(11, '7') };
  const document =
    n % 50 === 0
      ? `${String(n * 2).padStart(8, '0')}000199`
      : `${String(n).padStart(8, '9')}000188`;
  return { kind: 'PJ' as const, document };
}

async function seedParties(db: Database, companyId: string, ownerId: string) {
  const diligences = Math.ceil(PARTIES / PARTIES_PER_DILIGENCE);
  let rows: (typeof entities.$inferInsert)[] = [];
  for (let d = 0; d < diligences; d += 1) {
    const { id } = await createDiligence(db, { companyId, ownerId, status: 'ANALISE' });
    for (let k = 0; k < PARTIES_PER_DILIGENCE; k += 1) {
      const n = d * PARTIES_PER_DILIGENCE + k + 1;
      rows.push({
        companyId,
        diligenceId: id,
        name: `PARTE ${String(n).replace(/\d/g, (d) => 'LNPSTVZCGH'[Number(d)]!)}`,
        roleInDiligence: 'ALVO',
        ...partyOf(n),
      });
    }
    if (rows.length >= 1000 || d === diligences - 1) {
      await db.insert(entities).values(rows);
      rows = [];
    }
  }
}

export async function benchScreening(): Promise<void> {
  const database = await openBenchDatabase(process.env.DATABASE_URL);
  const { db } = database;
  try {
    await migrate(db);
    const company = await createCompany(db);
    const owner = await createUser(db, { companyId: company.id });
    let started = performance.now();
    const ceis = await seedList(db, 'CEIS', CEIS);
    await seedCeis(db, ceis);
    const ofac = await seedList(db, 'OFAC', OFAC);
    await seedOfac(db, ofac);
    await seedParties(db, company.id, owner.id);
    await db.execute(sql`analyze`);
    log(
      `triagem em listas restritivas: ${CEIS} registros CEIS, ${OFAC} OFAC (${OFAC * 2} nomes), ` +
        `${PARTIES} partes; banco: ${database.label}; carga em ${seconds(performance.now() - started)} s`,
    );

    const parties = await openPartiesPage(db, null, '', PARTIES);
    const basis = await screeningBasis(db, company.id);
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const party = parties[(i * 7919) % parties.length]!;
      const t0 = performance.now();
      await db.transaction((tx) => screenCompanyParties(tx, [party], basis));
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    const ok1 = p(0.95) <= ONE_BUDGET_MS;
    log(
      `- uma parte contra todas as listas: p50 ${p(0.5).toFixed(1)} ms, p95 ${p(0.95).toFixed(1)} ms ` +
        `(orçamento ${ONE_BUDGET_MS} ms) ${ok1 ? 'OK' : 'ACIMA'}`,
    );

    started = performance.now();
    await rescreenAfterImportHandler(db)(
      { versionId: ceis },
      { id: 'bench', queue: 'bench', lastAttempt: true },
    );
    const all = performance.now() - started;
    const result = await db.execute(
      sql`select count(*)::int as n from screening_hits where current`,
    );
    const [hits] = (result as unknown as { rows: { n: number }[] }).rows;
    const okAll = all <= ALL_BUDGET_S * 1000;
    log(
      `- nova triagem de ${parties.length} partes após importação: ${seconds(all)} s ` +
        `(${hits!.n} ocorrências; orçamento ${ALL_BUDGET_S} s) ${okAll ? 'OK' : 'ACIMA'}`,
    );
    if (!ok1 || !okAll) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

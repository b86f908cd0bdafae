/**
 * The indicators part of `npm run bench` (`BENCH_ONLY=indicators`): over the 10,000 diligences of
 * scripts/bench-seed.ts, the concluded ones get a conclusion date and a rating, and the company's
 * audit trail 100,000 activities — five status changes along the board per diligence (the SLA
 * passages) and five other entries — plus two findings per diligence under 40 titles written in
 * varying case and accents. The endpoint measured is `GET /v1/reports/indicators` as the ADMIN's
 * screen asks for it (default period, a purpose, an owner, a longer period). Budget (issue 14):
 * p95 ≤ 200 ms.
 */
import { sql, type Database } from '@lince/db';
import { BENCH_COMPANY } from './bench-seed.ts';

export const INDICATORS_BUDGET_MS = 200;
export const ACTIVITIES_PER_DILIGENCE = 10;
const BOARD = `array['A_INICIAR','COLETA','ANALISE','REVISAO','CONCLUIDA']`;

/** Seeds the figures; returns the pages to ask for (the ADMIN analista1@bench.test asks). */
export async function seedIndicators(db: Database): Promise<string[]> {
  await db.execute(sql`
    update diligences set
      concluded_at = created_at + ((1 + mod(mod(hashint4(substr(id, 2)::int + 5), 90) + 90, 90)) || ' days')::interval,
      risk_computed = (array['BAIXO','MEDIO','ALTO','CRITICO'])[1 + mod(mod(hashint4(substr(id, 2)::int + 6), 4) + 4, 4)],
      risk_rating = case when substr(id, 2)::int % 3 = 0 then 'ALTO' end
    where status = 'CONCLUIDA'`);
  // Five moves along the board, k days apart (k drawn per diligence), then five other entries.
  await db.execute(sql`
    insert into activities (id, company_id, user_id, action, target_type, target_id, summary, at)
    select 'a' || d.n || '-' || k, d.company_id, d.owner_id,
      case when k <= 5 then 'DILIGENCE_STATUS_CHANGED' else 'DILIGENCE_UPDATED' end,
      'diligence', d.id,
      case when k <= 5 then jsonb_build_object(
          'before', jsonb_build_object('status', (${sql.raw(BOARD)})[least(k, 4)]),
          'after', jsonb_build_object('status', (${sql.raw(BOARD)})[least(k, 4) + 1]),
          'diligenceId', d.id)
        else jsonb_build_object('diligenceId', d.id, 'before', jsonb_build_object('title', d.title)) end,
      d.created_at + (k * (1 + mod(mod(hashint4(d.n + k), 9) + 9, 9))) * interval '1 day'
    from (select id, company_id, owner_id, title, created_at, substr(id, 2)::int n from diligences where id ~ '^d[0-9]+$') d,
      generate_series(1, ${ACTIVITIES_PER_DILIGENCE}) k`);
  await db.execute(sql`
    insert into findings (id, company_id, diligence_id, target, title, severity, created_at)
    select 'f' || d.n || '-' || f, d.company_id, d.id, 'DILIGENCIA',
      (array['Protesto de título','protesto de titulo','Certidão positiva','CERTIDAO POSITIVA',
        'Sócio com restrição'])[1 + mod(d.n + f, 5)] || ' ' || mod(d.n * f, 8),
      (array['BAIXA','MEDIA','ALTA','CRITICA'])[1 + mod(d.n + f, 4)],
      d.created_at + f * interval '1 day'
    from (select id, company_id, created_at, substr(id, 2)::int n from diligences where id ~ '^d[0-9]+$') d,
      generate_series(1, 2) f`);
  await db.execute(sql`vacuum analyze`);
  const [row] = (
    (await db.execute(
      sql`select count(*)::int as n from activities where company_id = ${BENCH_COMPANY}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows;
  process.stdout.write(`indicadores: ${row?.n ?? 0} atividades na empresa medida\n`);
  return [
    '/v1/reports/indicators',
    '/v1/reports/indicators?purpose=CREDITO',
    '/v1/reports/indicators?ownerId=u3',
    '/v1/reports/indicators?from=2024-01-01&to=2026-12-31',
  ];
}

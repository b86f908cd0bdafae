import { FINDING_SEVERITIES, SLA_STATUSES, type DiligencePurpose } from '@lince/contracts';
import { sql, type SQL } from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';
import { plainRows } from '../../lib/plain-rows.ts';

/**
 * The indicators' SQL: each function one aggregate statement within the caller's company, the
 * figures computed by PostgreSQL (counts, averages, percentile_cont), never a row per diligence
 * brought into Node. Days and months are Brasília's.
 */

/** What every indicator is computed over. `from` and `to` are inclusive days (aaaa-mm-dd). */
export interface IndicatorScope {
  companyId: string;
  purpose: DiligencePurpose | null;
  ownerId: string | null;
  from: string;
  to: string;
}

const TIME_ZONE = 'America/Sao_Paulo';

const startOf = (s: IndicatorScope) =>
  sql`((${s.from}::date)::timestamp at time zone ${TIME_ZONE})`;
const endOf = (s: IndicatorScope) =>
  sql`((${s.to}::date + 1)::timestamp at time zone ${TIME_ZONE})`;
const inPeriod = (column: SQL, s: IndicatorScope) =>
  sql`${column} >= ${startOf(s)} and ${column} < ${endOf(s)}`;

/** The diligences `d` of the company under the purpose and owner filters. */
function scoped(s: IndicatorScope): SQL {
  return sql.join(
    [
      sql`d.company_id = ${s.companyId}`,
      ...(s.purpose ? [sql`d.purpose = ${s.purpose}`] : []),
      ...(s.ownerId ? [sql`d.owner_id = ${s.ownerId}`] : []),
    ],
    sql` and `,
  );
}

/** Concluded (still Concluída) within the period. */
const concludedIn = (s: IndicatorScope) =>
  sql`d.status = 'CONCLUIDA' and ${inPeriod(sql`d.concluded_at`, s)}`;

/** `{ value: count of rows whose column is that value }` for each of `values`, as jsonb. */
const countsBy = (column: SQL, values: readonly string[]) =>
  sql`jsonb_build_object(${sql.join(
    values.map((v) => sql`${v}::text, count(*) filter (where ${column} = ${v})`),
    sql`, `,
  )})`;

/** A jsonb object as the driver gives it (parsed by node-postgres, text from PGlite's raw rows). */
const jsonObject = (value: unknown) =>
  (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, number>;

const num = (value: unknown) => (value == null ? null : Number(value));
const int = (value: unknown) => Number(value ?? 0);

/** Diligences created in the period, per current status. */
export async function statusCounts(db: DbExecutor, s: IndicatorScope) {
  const rows = await plainRows(
    db,
    sql`select d.status, count(*) as n from diligences d
      where ${scoped(s)} and ${inPeriod(sql`d.created_at`, s)} group by d.status`,
  );
  return new Map(rows.map((r) => [r.status as string, int(r.n)]));
}

/** Every month of the period (aaaa-mm) with the diligences created and concluded in it. */
export async function monthlyCounts(db: DbExecutor, s: IndicatorScope) {
  const month = (column: string) =>
    sql.raw(`date_trunc('month', ${column} at time zone '${TIME_ZONE}')`);
  const rows = await plainRows(
    db,
    sql`with created as (
        select ${month('d.created_at')} as m, count(*) as n from diligences d
        where ${scoped(s)} and ${inPeriod(sql`d.created_at`, s)} group by 1
      ), concluded as (
        select ${month('d.concluded_at')} as m, count(*) as n from diligences d
        where ${scoped(s)} and ${concludedIn(s)} group by 1
      )
      select to_char(months.m, 'YYYY-MM') as month, coalesce(created.n, 0) as created,
        coalesce(concluded.n, 0) as concluded
      from generate_series(date_trunc('month', ${s.from}::date::timestamp),
        date_trunc('month', ${s.to}::date::timestamp), interval '1 month') as months(m)
      left join created on created.m = months.m
      left join concluded on concluded.m = months.m
      order by months.m`,
  );
  return rows.map((r) => ({
    month: r.month as string,
    created: int(r.created),
    concluded: int(r.concluded),
  }));
}

export interface LeadTimeRow {
  /** null: all purposes together. */
  purpose: DiligencePurpose | null;
  count: number;
  averageDays: number | null;
  medianDays: number | null;
  p90Days: number | null;
}

/** Creation → Concluída in days (2 decimals), overall and per purpose, of the period's conclusions. */
export async function leadTimes(db: DbExecutor, s: IndicatorScope): Promise<LeadTimeRow[]> {
  const rounded = (aggregate: string) => sql.raw(`round((${aggregate})::numeric, 2)::float8`);
  const rows = await plainRows(
    db,
    sql`select purpose, count(*) as n, ${rounded('avg(days)')} as average,
        ${rounded('percentile_cont(0.5) within group (order by days)')} as median,
        ${rounded('percentile_cont(0.9) within group (order by days)')} as p90
      from (
        select d.purpose, extract(epoch from d.concluded_at - d.created_at) / 86400 as days
        from diligences d where ${scoped(s)} and ${concludedIn(s)}
      ) concluded
      group by rollup(purpose)`,
  );
  return rows.map((r) => ({
    purpose: (r.purpose as DiligencePurpose | null) ?? null,
    count: int(r.n),
    averageDays: num(r.average),
    medianDays: num(r.median),
    p90Days: num(r.p90),
  }));
}

export interface SlaRow {
  status: string;
  slaDays: number | null;
  left: number;
  withinSla: number | null;
  averageDays: number | null;
}

/**
 * The passages through each column that ended in the period, from the audit trail's status
 * changes (`status_left`: a kanban move's or a cancellation's `before.status`): one ends at a
 * change leaving the column and began at the diligence's previous change (or its creation).
 * Within SLA when it lasted at most the company's SLA days for the column, 24 hours each
 * (`settings.slaDaysByStatus`, the kanban's `isPastSla` rule). Only columns with passages.
 */
export async function slaPassages(db: DbExecutor, s: IndicatorScope): Promise<SlaRow[]> {
  const rows = await plainRows(
    db,
    sql`with moves as (
        select a.target_id, a.at, a.status_left as status,
          lag(a.at) over (partition by a.target_id order by a.at) as previous_at
        from activities a
        where a.company_id = ${s.companyId} and a.status_left is not null and a.at < ${endOf(s)}
      ), passages as (
        select m.status, m.at as left_at, coalesce(m.previous_at, d.created_at) as entered_at
        from moves m join diligences d on d.id = m.target_id
        where ${scoped(s)} and m.at >= ${startOf(s)}
      ), sla as (
        select key as status, value::int as days
        from companies c, jsonb_each_text(c.settings -> 'slaDaysByStatus') where c.id = ${s.companyId}
      )
      select p.status, sla.days, count(*) as n,
        count(*) filter (where p.left_at <= p.entered_at + sla.days * interval '24 hours') as within,
        round((extract(epoch from avg(p.left_at - p.entered_at)) / 86400)::numeric, 2)::float8 as average
      from passages p left join sla on sla.status = p.status
      group by p.status, sla.days`,
  );
  return rows.map((r) => ({
    status: r.status as string,
    slaDays: num(r.days),
    left: int(r.n),
    withinSla: r.days == null ? null : int(r.within),
    averageDays: num(r.average),
  }));
}

/** Diligences concluded in the period per rating: the chosen one, else the computed one (null: none). */
export async function riskCounts(db: DbExecutor, s: IndicatorScope) {
  const rows = await plainRows(
    db,
    sql`select coalesce(d.risk_rating, d.risk_computed) as rating, count(*) as n
      from diligences d where ${scoped(s)} and ${concludedIn(s)} group by 1`,
  );
  return rows.map((r) => ({ rating: (r.rating as string | null) ?? null, count: int(r.n) }));
}

export interface FindingGroupRow {
  title: string;
  count: number;
  diligences: number;
  bySeverity: Record<string, number>;
}

/**
 * The `limit` most frequent findings titles among the findings created in the period on the
 * scoped diligences, grouped by `title_key` (lower case, without accents, single spaces); each with the
 * spelling most used, the diligences that have one and the count per severity.
 */
export async function topFindings(
  db: DbExecutor,
  s: IndicatorScope,
  limit: number,
): Promise<FindingGroupRow[]> {
  const rows = await plainRows(
    db,
    sql`select f.title_key as key, mode() within group (order by f.title) as title, count(*) as n,
        count(distinct f.diligence_id) as diligences,
        ${countsBy(sql`f.severity`, FINDING_SEVERITIES)} as severities
      from findings f join diligences d on d.id = f.diligence_id
      where f.company_id = ${s.companyId} and ${scoped(s)} and ${inPeriod(sql`f.created_at`, s)}
      group by 1 order by n desc, key limit ${limit}`,
  );
  return rows.map((r) => ({
    title: r.title as string,
    count: int(r.n),
    diligences: int(r.diligences),
    bySeverity: jsonObject(r.severities),
  }));
}

export interface WorkloadRow {
  ownerId: string;
  name: string;
  open: number;
  overdue: number;
  byStatus: Record<string, number>;
}

/** Open diligences per owner now (due before `today` counted as overdue), most loaded first. */
export async function workload(
  db: DbExecutor,
  s: IndicatorScope,
  today: string,
): Promise<WorkloadRow[]> {
  const rows = await plainRows(
    db,
    sql`select u.id, u.name, count(*) as n, count(*) filter (where d.due_date < ${today}::date) as overdue,
        ${countsBy(sql`d.status`, SLA_STATUSES)} as statuses
      from diligences d join users u on u.id = d.owner_id
      where ${scoped(s)} and d.status not in ('CONCLUIDA', 'CANCELADA')
      group by u.id, u.name order by n desc, u.name, u.id`,
  );
  return rows.map((r) => ({
    ownerId: r.id as string,
    name: r.name as string,
    open: int(r.n),
    overdue: int(r.overdue),
    byStatus: jsonObject(r.statuses),
  }));
}

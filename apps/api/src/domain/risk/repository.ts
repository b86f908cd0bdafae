import {
  FINDING_SEVERITIES,
  FINDING_TARGETS,
  FINDING_TARGET_RISK_AREA,
  RISK_RATINGS,
  SEVERITY_RISK,
  type RiskArea,
  type RiskRating,
} from '@lince/contracts';
import { sql, type SQL } from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';
import { plainRows } from '../../lib/plain-rows.ts';

/**
 * The computed risk (PRODUCT §3, decision 028). An entity's `risk_computed` is the highest rating
 * among its risk sources; the diligence's the highest among its entities' ratings (the analyst's,
 * else the computed one) and its own sources. Ratings are ranked 1 (BAIXO) … 4 (CRITICO) in SQL.
 *
 * Sources are SQL selects over the diligence `d` (a bound id), each giving
 * `(entity_id, area, rank)`; `entity_id` null means the diligence itself, `area` is the column of
 * the overview's heat map the source counts in (decision 034; null for the diligence's own
 * findings): the open findings and the lawsuits rated PROVAVEL or POSSIVEL. A new source is
 * one more entry of `RISK_SOURCES`; the entity's rating and the heat map both read them.
 */

const literal = (value: string | number | null) =>
  sql.raw(value === null ? 'null' : typeof value === 'number' ? String(value) : `'${value}'`);
/** `expr` mapped through `pairs` (constants of the code, never input) as a SQL `case`; else null. */
const mapped = (expr: SQL, pairs: (readonly [string | number, string | number | null])[]) =>
  sql`case ${expr} ${sql.join(
    pairs.map(([from, to]) => sql`when ${literal(from)} then ${literal(to)}`),
    sql` `,
  )} end`;

/** A risk rating (column or expression) → its rank; null stays null. */
export const riskRank = (expr: SQL) =>
  mapped(
    expr,
    RISK_RATINGS.map((v, i) => [v, i + 1]),
  );
/** A rank → the rating; null (no source) stays null. */
const rankRating = (expr: SQL) =>
  mapped(
    expr,
    RISK_RATINGS.map((v, i) => [i + 1, v]),
  );

/**
 * Open findings: each counts as the rating its severity implies (BAIXA → BAIXO …), in the area of
 * its target (`FINDING_TARGET_RISK_AREA`).
 */
const openFindings = (diligenceId: string) => sql`
  select f."entity_id",
    ${mapped(
      sql`f."target"`,
      FINDING_TARGETS.map((t) => [t, FINDING_TARGET_RISK_AREA[t]]),
    )} as "area",
    ${riskRank(
      mapped(
        sql`f."severity"`,
        FINDING_SEVERITIES.map((severity) => [severity, SEVERITY_RISK[severity]]),
      ),
    )} as "rank"
  from "findings" f where f."diligence_id" = ${diligenceId} and not f."resolved"`;

/**
 * Lawsuits with a loss rated likely or possible (CPC 25), whatever the party's side: a PROVAVEL
 * passive one raises its entity to at least ALTO (issue 13, PRODUCT §3), any other PROVAVEL or
 * POSSIVEL one to at least MEDIO (issue 27: three Possível labour lawsuits are not "sem risco").
 * REMOTA and unrated lawsuits are no source.
 */
const lawsuitExposure = (diligenceId: string) => sql`
  select l."entity_id", 'PROCESSOS' as "area",
    case when l."side" = 'PASSIVO' and l."risk" = 'PROVAVEL'
      then ${riskRank(sql`'ALTO'`)} else ${riskRank(sql`'MEDIO'`)} end as "rank"
  from "lawsuits" l
  where l."diligence_id" = ${diligenceId} and l."risk" in ('PROVAVEL', 'POSSIVEL')`;

/** Every source of risk of a diligence and its entities. */
const RISK_SOURCES: ((diligenceId: string) => SQL)[] = [openFindings, lawsuitExposure];

const sources = (diligenceId: string) =>
  sql.join(
    RISK_SOURCES.map((source) => sql`(${source(diligenceId)})`),
    sql` union all `,
  );

/**
 * Serialises the risk writes of one diligence: every write that changes a risk source (a finding,
 * a lawsuit, an entity removed, an entity's rating) takes this row lock first, so the recomputation that
 * follows reads every committed source (READ COMMITTED: each statement sees what committed before
 * it started). `no key update` does not conflict with the key-share locks of foreign keys.
 */
export async function lockDiligenceRisk(tx: DbExecutor, diligenceId: string) {
  await tx.execute(sql`select 1 from "diligences" where "id" = ${diligenceId} for no key update`);
}

/**
 * Recomputes `risk_computed` of every entity of the diligence, then of the diligence, in the
 * caller's transaction (after `lockDiligenceRisk`, which it takes again: a no-op when held).
 */
export async function recomputeRisk(tx: DbExecutor, diligenceId: string) {
  await lockDiligenceRisk(tx, diligenceId);
  await tx.execute(sql`
    update "entities" e set "risk_computed" = r."rating"
    from (
      select e2."id", ${rankRating(sql`max(s."rank")`)} as "rating"
      from "entities" e2 left join (${sources(diligenceId)}) s on s."entity_id" = e2."id"
      where e2."diligence_id" = ${diligenceId}
      group by e2."id"
    ) r
    where e."id" = r."id" and e."risk_computed" is distinct from r."rating"`);
  await tx.execute(sql`
    update "diligences" set "risk_computed" = (
      select ${rankRating(sql`max(x."rank")`)} from (
        select ${riskRank(sql`coalesce(e."risk_rating", e."risk_computed")`)} as "rank"
        from "entities" e where e."diligence_id" = ${diligenceId}
        union all
        select s."rank" from (${sources(diligenceId)}) s where s."entity_id" is null
      ) x)
    where "id" = ${diligenceId}`);
}

/**
 * The overview's risk heat map (decision 034), in one statement: the worst rating of each
 * (entity, area) of the diligence that has a risk source; cells without one are absent.
 */
export async function riskByEntityArea(
  db: DbExecutor,
  diligenceId: string,
): Promise<{ entityId: string; area: RiskArea; rating: RiskRating }[]> {
  const rows = await plainRows(
    db,
    sql`
    select s."entity_id", s."area", ${rankRating(sql`max(s."rank")`)} as "rating"
    from (${sources(diligenceId)}) s
    where s."entity_id" is not null and s."area" is not null
    group by s."entity_id", s."area"`,
  );
  return rows.map((r) => ({
    entityId: r.entity_id as string,
    area: r.area as RiskArea,
    rating: r.rating as RiskRating,
  }));
}

import { FINDING_SEVERITIES, RISK_RATINGS, SEVERITY_RISK } from '@lince/contracts';
import { sql, type SQL } from '@lince/db';
import type { DbExecutor } from '../../core/context.ts';

/**
 * The computed risk (PRODUCT §3, decision 028). An entity's `risk_computed` is the highest rating
 * among its risk sources; the diligence's the highest among its entities' ratings (the analyst's,
 * else the computed one) and its own sources. Ratings are ranked 1 (BAIXO) … 4 (CRITICO) in SQL.
 *
 * Sources are SQL selects over the diligence `d` (a bound id), each giving `(entity_id, rank)`;
 * `entity_id` null means the diligence itself: the open findings and the PROVAVEL passive lawsuits
 * (at least ALTO). A new source is one more entry of `RISK_SOURCES`.
 */

const ranked = (values: readonly string[], expr: SQL) =>
  sql`case ${expr} ${sql.join(
    values.map((v, i) => sql`when ${sql.raw(`'${v}'`)} then ${sql.raw(String(i + 1))}`),
    sql` `,
  )} end`;
/** A risk rating (column or expression) → its rank; null stays null. */
export const riskRank = (expr: SQL) => ranked(RISK_RATINGS, expr);
/** A rank → the rating; null (no source) stays null. */
const rankRating = (expr: SQL) =>
  sql`case ${expr} ${sql.join(
    RISK_RATINGS.map((v, i) => sql`when ${sql.raw(String(i + 1))} then ${sql.raw(`'${v}'`)}`),
    sql` `,
  )} end`;

/** Open findings: each counts as the rating its severity implies (BAIXA → BAIXO …). */
const openFindings = (diligenceId: string) => sql`
  select f."entity_id", ${riskRank(
    sql`case f."severity" ${sql.join(
      FINDING_SEVERITIES.map(
        (s) => sql`when ${sql.raw(`'${s}'`)} then ${sql.raw(`'${SEVERITY_RISK[s]}'`)}`,
      ),
      sql` `,
    )} end`,
  )} as "rank"
  from "findings" f where f."diligence_id" = ${diligenceId} and not f."resolved"`;

/** PROVAVEL passive lawsuits (issue 13, PRODUCT §3): each raises its entity to at least ALTO. */
const probablePassiveLawsuits = (diligenceId: string) => sql`
  select l."entity_id", ${riskRank(sql`'ALTO'`)} as "rank"
  from "lawsuits" l
  where l."diligence_id" = ${diligenceId} and l."side" = 'PASSIVO' and l."risk" = 'PROVAVEL'`;

/** Every source of risk of a diligence and its entities. */
const RISK_SOURCES: ((diligenceId: string) => SQL)[] = [openFindings, probablePassiveLawsuits];

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

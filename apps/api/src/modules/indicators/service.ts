import {
  DILIGENCE_PURPOSES,
  FINDING_SEVERITIES,
  KANBAN_STATUSES,
  RISK_RATINGS,
  SLA_STATUSES,
  TOP_FINDINGS_LIMIT,
  indicatorPeriod,
  type Indicators,
  type IndicatorsQuery,
  type LeadTimeStats,
} from '@lince/contracts';
import { todayInBrazil } from '@lince/contracts/calendar';
import type { ServiceContext } from '../../core/context.ts';
import { validationError } from '../../core/errors.ts';
import { slaDaysOfCompany } from '../../domain/company.ts';
import {
  leadTimes,
  monthlyCounts,
  riskCounts,
  slaPassages,
  statusCounts,
  topFindings,
  workload,
  type IndicatorScope,
  type LeadTimeRow,
} from './repository.ts';
import { findUserById } from '../../domain/accounts/users.ts';
import { indicatorsFileName, indicatorsWorkbook } from './xlsx.ts';

const NO_LEAD_TIME: LeadTimeStats = {
  count: 0,
  averageDays: null,
  medianDays: null,
  p90Days: null,
};

const statsOf = (row: LeadTimeRow | undefined): LeadTimeStats =>
  row
    ? {
        count: row.count,
        averageDays: row.averageDays,
        medianDays: row.medianDays,
        p90Days: row.p90Days,
      }
    : NO_LEAD_TIME;

const share = (within: number | null, left: number) =>
  within === null || left === 0 ? null : Math.round((within / left) * 10_000) / 10_000;

/**
 * The company's indicators over the period and filters of `query` (decision 035): seven
 * aggregate statements run side by side, each within the caller's company; this function only
 * lays their few rows out in the contract's order, zeros included.
 */
export async function companyIndicators(
  ctx: ServiceContext,
  query: IndicatorsQuery,
  now = new Date(),
): Promise<Indicators> {
  const today = todayInBrazil(now);
  const period = indicatorPeriod(query, today);
  if ('error' in period) throw validationError(period.error, period.path);
  const scope: IndicatorScope = {
    companyId: ctx.companyId,
    purpose: query.purpose ?? null,
    ownerId: query.ownerId ?? null,
    ...period,
  };
  const [statuses, months, leads, passages, slaDays, risks, findings, owners] = await Promise.all([
    statusCounts(ctx.db, scope),
    monthlyCounts(ctx.db, scope),
    leadTimes(ctx.db, scope),
    slaPassages(ctx.db, scope),
    slaDaysOfCompany(ctx.db, ctx.companyId),
    riskCounts(ctx.db, scope),
    topFindings(ctx.db, scope, TOP_FINDINGS_LIMIT),
    workload(ctx.db, scope, today),
  ]);
  const total = [...statuses.values()].reduce((sum, n) => sum + n, 0);
  const unrated = risks.find((r) => r.rating === null)?.count ?? 0;
  return {
    period,
    filters: { purpose: scope.purpose, ownerId: scope.ownerId },
    generatedAt: now.toISOString(),
    byStatus: {
      columns: KANBAN_STATUSES.map((status) => ({ status, count: statuses.get(status) ?? 0 })),
      canceled: statuses.get('CANCELADA') ?? 0,
      total,
    },
    byMonth: months,
    leadTime: {
      overall: statsOf(leads.find((r) => r.purpose === null)),
      byPurpose: DILIGENCE_PURPOSES.map((purpose) => ({
        purpose,
        ...statsOf(leads.find((r) => r.purpose === purpose)),
      })),
    },
    sla: SLA_STATUSES.map((status) => {
      const row = passages.find((p) => p.status === status);
      const days = slaDays[status];
      const slaOf = typeof days === 'number' ? days : null;
      const left = row?.left ?? 0;
      const withinSla = slaOf === null ? null : (row?.withinSla ?? 0);
      return {
        status,
        slaDays: slaOf,
        left,
        withinSla,
        share: share(withinSla, left),
        averageDays: row?.averageDays ?? null,
      };
    }),
    risk: {
      ratings: RISK_RATINGS.map((rating) => ({
        rating,
        count: risks.find((r) => r.rating === rating)?.count ?? 0,
      })),
      unrated,
      total: risks.reduce((sum, r) => sum + r.count, 0),
    },
    topFindings: findings.map((f) => {
      const bySeverity = FINDING_SEVERITIES.map((severity) => ({
        severity,
        count: Number(f.bySeverity[severity] ?? 0),
      }));
      return {
        title: f.title,
        count: f.count,
        diligences: f.diligences,
        bySeverity,
        highestSeverity: bySeverity.findLast((s) => s.count > 0)?.severity ?? 'BAIXA',
      };
    }),
    workload: owners.map((o) => ({
      owner: { _id: o.ownerId, name: o.name },
      open: o.open,
      overdue: o.overdue,
      byStatus: SLA_STATUSES.map((status) => ({ status, count: Number(o.byStatus[status] ?? 0) })),
    })),
  };
}

/** The indicators as an XLSX workbook (a few dozen rows: built in the request, decision 035). */
export async function companyIndicatorsXlsx(ctx: ServiceContext, query: IndicatorsQuery) {
  const indicators = await companyIndicators(ctx, query);
  const owner = query.ownerId ? await findUserById(ctx.db, query.ownerId) : undefined;
  const ownerName = owner && owner.user.companyId === ctx.companyId ? owner.user.name : null;
  return {
    bytes: await indicatorsWorkbook(indicators, ownerName),
    filename: indicatorsFileName(indicators),
  };
}

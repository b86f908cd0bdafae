import { z } from 'zod';
import { todayInBrazil } from './calendar.ts';
import { DILIGENCE_PURPOSES, KANBAN_STATUSES, RISK_RATINGS } from './diligences.ts';
import { calendarDateSchema, idFilterSchema } from './fields.ts';
import { SLA_STATUSES } from './settings.ts';
import { FINDING_SEVERITIES } from './workspace.ts';

/**
 * The company's indicators (`/reports`, issue 14): `GET /v1/reports/indicators` and its XLSX
 * twin `GET /v1/reports/indicators.xlsx`, same query. Every figure is computed in SQL on the
 * server, within the caller's company (decision 035).
 */

/** The longest period the indicators cover, in years. */
export const INDICATORS_MAX_YEARS = 5;
/** How many findings titles `topFindings` lists. */
export const TOP_FINDINGS_LIMIT = 10;

export const PERIOD_ORDER_MESSAGE = 'A data final deve ser igual ou posterior à data inicial.';
export const PERIOD_TOO_LONG_MESSAGE = `O período deve ser de no máximo ${INDICATORS_MAX_YEARS} anos.`;
export const PERIOD_FUTURE_START_MESSAGE =
  'A data inicial não pode ser posterior a hoje quando a data final não é informada.';

const day = (label: string) => calendarDateSchema({ required: `Informe a data ${label}.` });

const pad = (n: number) => String(n).padStart(2, '0');

/** The first day of the month `months` months before the month of `isoDate`. */
function monthStartBefore(isoDate: string, months: number): string {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;
}

/** `isoDate` plus `years` years (29/02 of a leap year plus years not leap: 28/02… kept as text). */
const plusYears = (isoDate: string, years: number) =>
  `${Number(isoDate.slice(0, 4)) + years}${isoDate.slice(4)}`;

export type PeriodResult = { from: string; to: string } | { error: string; path: 'from' | 'to' };

/**
 * The period the indicators cover: `to` defaults to today (Brasília), `from` to the first day of
 * the month eleven months before `to` (the last 12 calendar months, the current one included).
 * Both days are inclusive. Refused: `from` after `to`, and a period longer than five years.
 */
export function indicatorPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
): PeriodResult {
  if (query.from && !query.to && query.from > today)
    return { error: PERIOD_FUTURE_START_MESSAGE, path: 'from' };
  const to = query.to ?? today;
  const from = query.from ?? monthStartBefore(to, 11);
  if (from > to) return { error: PERIOD_ORDER_MESSAGE, path: 'to' };
  if (to >= plusYears(from, INDICATORS_MAX_YEARS))
    return { error: PERIOD_TOO_LONG_MESSAGE, path: 'to' };
  return { from, to };
}

/** `?from=&to=&purpose=&ownerId=`: all optional (see `indicatorPeriod`). */
export const IndicatorsQuerySchema = z
  .object({
    /** First day (inclusive, `aaaa-mm-dd`, Brasília). */
    from: day('inicial').optional(),
    /** Last day (inclusive, `aaaa-mm-dd`, Brasília). */
    to: day('final').optional(),
    /** Only the diligences of this purpose. */
    purpose: z.enum(DILIGENCE_PURPOSES, { error: 'Finalidade inválida.' }).optional(),
    /** Only the diligences this user owns (a user of another company matches nothing). */
    ownerId: idFilterSchema('Responsável'),
  })
  .superRefine((query, ctx) => {
    const period = indicatorPeriod(query, todayInBrazil());
    if ('error' in period)
      ctx.addIssue({ code: 'custom', message: period.error, path: [period.path] });
  });
export type IndicatorsQuery = z.input<typeof IndicatorsQuerySchema>;

const count = z.number().int().nonnegative();
/** Days with two decimals; null when nothing was measured. */
const days = z.number().nullable();

export const LeadTimeStatsSchema = z.object({
  /** Diligences concluded in the period (their `concludedAt` in it). */
  count,
  /** Average of creation → Concluída, in days. */
  averageDays: days,
  /** Median (percentile_cont 0.5), in days. */
  medianDays: days,
  /** 90th percentile (percentile_cont 0.9), in days. */
  p90Days: days,
});
export type LeadTimeStats = z.infer<typeof LeadTimeStatsSchema>;

export const IndicatorsSchema = z.object({
  /** The period covered, resolved (defaults filled in), both days inclusive. */
  period: z.object({ from: z.string(), to: z.string() }),
  /** The filters applied (null: all). */
  filters: z.object({
    purpose: z.enum(DILIGENCE_PURPOSES).nullable(),
    ownerId: z.string().nullable(),
  }),
  /** When the figures were computed (ISO 8601). */
  generatedAt: z.string(),
  /** Diligences created in the period, by their current status. */
  byStatus: z.object({
    /** The five kanban columns in order, zeros included. */
    columns: z.array(z.object({ status: z.enum(KANBAN_STATUSES), count })),
    /** Cancelled ones (not a column). */
    canceled: count,
    /** All of them, cancelled included. */
    total: count,
  }),
  /**
   * Every calendar month (Brasília) of the period in order, zeros included: `created` the
   * diligences created in it, `concluded` those whose conclusion (currently Concluída) fell in it.
   */
  byMonth: z.array(
    z.object({ month: z.string().describe('aaaa-mm'), created: count, concluded: count }),
  ),
  /** Creation → Concluída of the diligences concluded in the period. */
  leadTime: z.object({
    overall: LeadTimeStatsSchema,
    /** Every purpose in order, zero counts included (their figures null). */
    byPurpose: z.array(LeadTimeStatsSchema.extend({ purpose: z.enum(DILIGENCE_PURPOSES) })),
  }),
  /**
   * SLA compliance of each open column, over the passages through it that ended (a status change
   * recorded in the audit trail) in the period: a passage starts at the previous status change
   * (or the creation) and is within SLA when it lasted at most the company's SLA days for the
   * column (the kanban's "past SLA" rule). A diligence that went through a column twice counts twice.
   */
  sla: z.array(
    z.object({
      status: z.enum(SLA_STATUSES),
      /** The company's SLA for the column (settings); null when none is set. */
      slaDays: z.number().int().nullable(),
      /** Passages that left the column in the period. */
      left: count,
      /** Of those, the ones within the SLA; null without an SLA. */
      withinSla: count.nullable(),
      /** withinSla / left, between 0 and 1 (4 decimals); null without an SLA or without passages. */
      share: z.number().nullable(),
      /** Average time in the column of those passages, in days. */
      averageDays: days,
    }),
  ),
  /** Diligences concluded in the period by risk: the chosen rating, else the computed one. */
  risk: z.object({
    ratings: z.array(z.object({ rating: z.enum(RISK_RATINGS), count })),
    /** Concluded without any rating (should not happen: concluding needs one). */
    unrated: count,
    total: count,
  }),
  /**
   * The most frequent findings created in the period (at most TOP_FINDINGS_LIMIT), grouped by
   * title ignoring case, accents and repeated spaces; most frequent first, then by title.
   */
  topFindings: z.array(
    z.object({
      /** The title as most often written. */
      title: z.string(),
      /** Findings with this title. */
      count,
      /** Diligences that have one. */
      diligences: count,
      /** Every severity in order, zeros included. */
      bySeverity: z.array(z.object({ severity: z.enum(FINDING_SEVERITIES), count })),
      /** The highest severity among them. */
      highestSeverity: z.enum(FINDING_SEVERITIES),
    }),
  ),
  /**
   * Open diligences (neither Concluída nor Cancelada) per owner, now (the period does not apply;
   * the purpose and owner filters do): most loaded first, then by name.
   */
  workload: z.array(
    z.object({
      owner: z.object({ _id: z.string(), name: z.string() }),
      open: count,
      /** Of those, the ones past their due date (a day in Brasília). */
      overdue: count,
      /** Open diligences in each status, the four open columns in order. */
      byStatus: z.array(z.object({ status: z.enum(SLA_STATUSES), count })),
    }),
  ),
});
export type Indicators = z.infer<typeof IndicatorsSchema>;

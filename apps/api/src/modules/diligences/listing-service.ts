import { todayInBrazil } from '@lince/contracts/calendar';
import {
  KANBAN_STATUSES,
  type DiligenceListItem,
  type DiligenceListQuerySchema,
  type DiligenceStatus,
  type Kanban,
  type KanbanQuerySchema,
  type Page,
} from '@lince/contracts';
import type { z } from 'zod';
import type { ServiceContext } from '../../core/context.ts';
import { pageResult } from '../../lib/paging.ts';
import { kanbanBoard, listDiligences } from './listing-repository.ts';
import { toListItem } from '../../domain/diligence/mappers.ts';
import { isPastSla } from '../../domain/diligence/predicates.ts';

/** A page of the company's diligences (every user of the company sees all of them). */
export async function listDiligencePage(
  ctx: ServiceContext,
  query: z.output<typeof DiligenceListQuerySchema>,
): Promise<Page<DiligenceListItem>> {
  const { rows, total } = await listDiligences(ctx.db, ctx.companyId, query);
  const today = todayInBrazil();
  return pageResult(
    rows.map((r) => toListItem(r, today)),
    total,
    query.page,
    query.pageSize,
  );
}

/** The five columns with their counts and first cards; a card past its column's SLA is flagged. */
export async function kanban(
  ctx: ServiceContext,
  query: z.output<typeof KanbanQuerySchema>,
): Promise<Kanban> {
  const { limit, ...filter } = query;
  const board = await kanbanBoard(ctx.db, ctx.companyId, filter, limit);
  const today = todayInBrazil();
  const now = Date.now();
  const columns = new Map<DiligenceStatus, Kanban['columns'][number]>(
    KANBAN_STATUSES.map((status) => [status, { status, count: 0, cards: [] }]),
  );
  for (const { status, count, slaDays, card } of board) {
    const column = columns.get(status)!;
    column.count = count;
    if (!card) continue;
    column.cards.push({
      ...toListItem(card, today),
      overdueSla: isPastSla(
        card.diligence.statusChangedAt,
        typeof slaDays === 'number' ? slaDays : null,
        now,
      ),
      screeningAlert: card.screeningAlert === true,
    });
  }
  return { columns: [...columns.values()] };
}

import { describe, expect, it } from 'vitest';
import type { Kanban, KanbanCard } from '@lince/contracts/diligences';
import { compareCards, findCard, moveCard, restoreCard, shareBoard } from './kanban-cache.ts';

const card = (id: string, status: KanbanCard['status'], overdueSla = false): KanbanCard => ({
  _id: id,
  code: `DD-2026-${id}`,
  title: `Diligência ${id}`,
  purpose: 'OUTRO',
  status,
  priority: 'MEDIA',
  risk: { computed: null, rating: null, justification: null },
  owner: { _id: 'u1', name: 'Ana Souza', avatar: null },
  dueDate: null,
  overdue: false,
  progress: { done: 0, required: 0 },
  statusChangedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  overdueSla,
  screeningAlert: false,
});

const board = (): Kanban => ({
  columns: [
    {
      status: 'A_INICIAR',
      count: 5,
      cards: [card('1', 'A_INICIAR', true), card('2', 'A_INICIAR')],
    },
    { status: 'COLETA', count: 1, cards: [card('3', 'COLETA')] },
    { status: 'ANALISE', count: 0, cards: [] },
    { status: 'REVISAO', count: 0, cards: [] },
    { status: 'CONCLUIDA', count: 0, cards: [] },
  ],
});

const ids = (b: Kanban) => b.columns.map((c) => [c.status, c.count, c.cards.map((x) => x._id)]);

describe('kanban cache: optimistic move and rollback', () => {
  it('finds a card with its column and position', () => {
    expect(findCard(board(), '2')).toMatchObject({ status: 'A_INICIAR', index: 1 });
    expect(findCard(board(), 'nada')).toBeNull();
  });

  it('moves a card to its place in the server order of the target column, updating both counts', () => {
    const before = board();
    const after = moveCard(before, '1', 'COLETA');
    expect(ids(after)).toEqual([
      ['A_INICIAR', 4, ['2']],
      ['COLETA', 2, ['1', '3']],
      ['ANALISE', 0, []],
      ['REVISAO', 0, []],
      ['CONCLUIDA', 0, []],
    ]);
    const moved = findCard(after, '1')!.card;
    expect(moved.status).toBe('COLETA');
    expect(moved.overdueSla).toBe(false);
    // Untouched columns keep their identity (memoized columns do not re-render); input unchanged.
    expect(after.columns[2]).toBe(before.columns[2]);
    expect(ids(before)[0]).toEqual(['A_INICIAR', 5, ['1', '2']]);
  });

  it('orders like the server: priority, then nearest due date (undated last), then code', () => {
    const urgent = { ...card('9', 'COLETA'), priority: 'URGENTE' as const };
    const soon = { ...card('8', 'COLETA'), dueDate: '2026-02-01' };
    const later = { ...card('7', 'COLETA'), dueDate: '2026-03-01' };
    const undated = card('6', 'COLETA');
    const sorted = [undated, later, soon, urgent].sort(compareCards).map((c) => c._id);
    expect(sorted).toEqual(['9', '8', '7', '6']);
    const b: Kanban = {
      columns: [
        { status: 'A_INICIAR', count: 1, cards: [soon] },
        { status: 'COLETA', count: 3, cards: [urgent, later, undated] },
      ],
    };
    expect(moveCard(b, '8', 'COLETA').columns[1]!.cards.map((c) => c._id)).toEqual([
      '9',
      '8',
      '7',
      '6',
    ]);
  });

  it('returns the same board for an unknown card, the same column or an unknown column', () => {
    const b = board();
    expect(moveCard(b, 'nada', 'COLETA')).toBe(b);
    expect(moveCard(b, '1', 'A_INICIAR')).toBe(b);
    expect(moveCard(b, '1', 'CANCELADA' as never)).toBe(b);
  });

  it('rolls a refused move back to the original place and card, keeping other moves', () => {
    const b = board();
    const from = findCard(b, '2')!;
    let next = moveCard(b, '2', 'CONCLUIDA');
    next = moveCard(next, '3', 'ANALISE'); // another move while the first is pending
    const restored = restoreCard(next, from);
    expect(ids(restored)).toEqual([
      ['A_INICIAR', 5, ['1', '2']],
      ['COLETA', 0, []],
      ['ANALISE', 1, ['3']],
      ['REVISAO', 0, []],
      ['CONCLUIDA', 0, []],
    ]);
    expect(findCard(restored, '2')!.card).toBe(from.card);
  });

  it('does nothing on rollback when the card is no longer on the board (refetched meanwhile)', () => {
    const b = board();
    const from = findCard(b, '2')!;
    const without = {
      columns: b.columns.map((c) => ({ ...c, cards: c.cards.filter((x) => x._id !== '2') })),
    };
    expect(restoreCard(without, from)).toBe(without);
  });

  it('keeps the objects of unchanged cards and columns across a refetch, matched by id', () => {
    const before = moveCard(board(), '1', 'COLETA'); // optimistic: A_INICIAR [2], COLETA [1, 3]
    const server: Kanban = JSON.parse(JSON.stringify(before)) as Kanban;
    server.columns[1]!.cards[0]!.statusChangedAt = '2026-05-05T00:00:00.000Z'; // the server's time
    const shared = shareBoard(before, server);
    expect(shared.columns[0]).toBe(before.columns[0]);
    expect(shared.columns[2]).toBe(before.columns[2]);
    expect(shared.columns[1]).not.toBe(before.columns[1]);
    expect(shared.columns[1]!.cards[0]).toBe(server.columns[1]!.cards[0]);
    expect(shared.columns[1]!.cards[1]).toBe(before.columns[1]!.cards[1]);
    // A card leaving the top of a column does not renew the cards below it.
    const b = board();
    const refetched = JSON.parse(JSON.stringify(moveCard(b, '1', 'COLETA'))) as Kanban;
    expect(shareBoard(b, refetched).columns[0]!.cards[0]).toBe(b.columns[0]!.cards[1]);
    const identical = board();
    expect(shareBoard(identical, JSON.parse(JSON.stringify(identical)) as Kanban)).toBe(identical);
  });
});

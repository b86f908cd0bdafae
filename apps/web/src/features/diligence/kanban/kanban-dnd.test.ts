import { describe, expect, it } from 'vitest';
import type { KanbanCard } from '@lince/contracts/diligences';
import { announcements, columnKeyboardCoordinates } from './kanban-dnd.ts';

const card = { _id: 'd1', code: 'DD-2026-0007', status: 'COLETA' } as KanbanCard;
const active = { id: 'd1', data: { current: { card } } };
const rect = (left: number, width: number, top = 100, height = 600) => ({
  left,
  width,
  top,
  height,
  right: left + width,
  bottom: top + height,
});
// Five columns 200 px wide, 10 px apart.
const droppableRects = new Map(
  ['A_INICIAR', 'COLETA', 'ANALISE', 'REVISAO', 'CONCLUIDA'].map((s, i) => [s, rect(i * 210, 200)]),
);

/** The columns' elements, as dnd-kit registers them (`useDroppable`). */
const droppableContainers = new Map(
  [...droppableRects].map(([id, r]) => [
    id,
    { node: { current: { getBoundingClientRect: () => r } } },
  ]),
);

function press(code: string, cardLeft: number, measured = true) {
  // Each press its own drag (a new `active`): presses of one drag are in lib/dnd-keyboard.test.ts.
  const context = {
    active: { ...active },
    collisionRect: rect(cardLeft, 180, 150, 100),
    droppableRects: measured ? droppableRects : new Map(),
    droppableContainers,
  } as never;
  return columnKeyboardCoordinates(new KeyboardEvent('keydown', { code }), {
    active: 'd1',
    context,
    currentCoordinates: { x: cardLeft, y: 150 },
  });
}

describe('kanban keyboard moves', () => {
  it('→ and ← centre the card on the next or previous column, at the same height', () => {
    expect(press('ArrowRight', 220)).toEqual({ x: 430, y: 150 }); // COLETA → ANALISE
    expect(press('ArrowLeft', 220)).toEqual({ x: 10, y: 150 }); // COLETA → A_INICIAR
  });

  it('stops at the first and last columns, and ignores other keys', () => {
    expect(press('ArrowLeft', 10)).toBeUndefined();
    expect(press('ArrowRight', 850)).toBeUndefined();
    expect(press('ArrowDown', 220)).toBeUndefined();
    expect(press('KeyA', 220)).toBeUndefined();
  });

  it('moves at once after the pick-up, before dnd-kit has measured the columns', () => {
    expect(press('ArrowRight', 220, false)).toEqual({ x: 430, y: 150 });
    expect(press('ArrowLeft', 220, false)).toEqual({ x: 10, y: 150 });
  });

  it('starts from the card’s own column when it lies between columns', () => {
    expect(press('ArrowRight', 115)).toEqual({ x: 430, y: 150 }); // centre in the gap: COLETA's card
  });
});

describe('kanban announcements (pt-BR)', () => {
  const over = (id: string) => ({ id, data: { current: undefined } });
  it('says which card is picked up, where it is over, where it lands, and a cancel', () => {
    const a = active as never;
    expect(announcements.onDragStart({ active: a })).toContain(
      'Cartão DD-2026-0007 pego, na coluna Coleta de documentos.',
    );
    expect(announcements.onDragOver({ active: a, over: over('REVISAO') } as never)).toBe(
      'Cartão DD-2026-0007 sobre a coluna Em revisão.',
    );
    expect(announcements.onDragOver({ active: a, over: null } as never)).toBe(
      'Cartão DD-2026-0007 fora das colunas.',
    );
    expect(announcements.onDragEnd({ active: a, over: over('CONCLUIDA') } as never)).toBe(
      'Cartão DD-2026-0007 solto na coluna Concluída.',
    );
    expect(announcements.onDragEnd({ active: a, over: over('COLETA') } as never)).toBe(
      'Cartão DD-2026-0007 solto na coluna de origem; nada mudou.',
    );
    expect(announcements.onDragCancel({ active: a, over: null } as never)).toBe(
      'Movimento cancelado. O cartão DD-2026-0007 continua em Coleta de documentos.',
    );
  });
});

import { useEffect, useState } from 'react';
import { Box, Button } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { Icon } from '../../../components/icon.tsx';
import { insertBlock, moveRow, rowLabel, type LayoutRow } from './layout.ts';
import {
  rowAnnouncements,
  rowCollision,
  rowKeyboardMoves,
  screenReaderInstructions,
} from './layout-dnd.ts';
import { controlId, LayoutRowItem, type RowAction } from './layout-row.tsx';

/**
 * The custom report's sections and free-text blocks in order: reordered by dragging (pointer or
 * keyboard: Space, arrows, Space) or by each row's "Mover para cima/baixo"; sections included or
 * left out by their checkbox; blocks inserted after any row (or at the top) and removed.
 */
export function LayoutList({
  rows,
  onChange,
}: {
  rows: LayoutRow[];
  onChange: (rows: LayoutRow[]) => void;
}) {
  const [message, setMessage] = useState('');
  const [focus, setFocus] = useState<string | null>(null);
  // One per list: it remembers where the last arrow of a drag put the row.
  const [coordinateGetter] = useState(rowKeyboardMoves);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );
  useEffect(() => {
    if (!focus) return;
    document.getElementById(focus)?.focus();
    setFocus(null);
  }, [focus]);

  const indexOf = (id: UniqueIdentifier | undefined) => rows.findIndex((r) => r.id === id);
  const labelOf = (id: UniqueIdentifier | undefined) => {
    const row = rows[indexOf(id)];
    return row && rowLabel(row, rows);
  };
  const numbers = new Map<string, number>();
  rows.forEach((r) => {
    if (r.kind === 'section' && r.included) numbers.set(r.id, numbers.size + 1);
  });

  const move = (from: number, to: number) => {
    const next = moveRow(rows, from, to);
    if (next === rows) return;
    onChange(next);
    setMessage(`${rowLabel(rows[from]!, rows)} movido para a posição ${to + 1} de ${rows.length}.`);
  };
  const insertAt = (index: number) => {
    const added = insertBlock(rows, index);
    onChange(added.rows);
    setMessage(`Bloco de texto inserido na posição ${index + 1}.`);
    setFocus(controlId(added.id, 'title'));
  };
  const act = (index: number, action: RowAction) => {
    const row = rows[index]!;
    if (action === 'up' || action === 'down') {
      const to = index + (action === 'up' ? -1 : 1);
      move(index, to);
      // Keep the focus on the button pressed, or on the other one at either end of the list.
      const atEnd = to === 0 || to === rows.length - 1;
      setFocus(controlId(row.id, atEnd ? (action === 'up' ? 'down' : 'up') : action));
    } else if (action === 'insert') insertAt(index + 1);
    else {
      onChange(rows.filter((r) => r.id !== row.id));
      setMessage(`${rowLabel(row, rows)} removido.`);
      const neighbour = rows[index + 1] ?? rows[index - 1];
      if (neighbour) setFocus(controlId(neighbour.id, 'insert'));
    }
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(indexOf(active.id), indexOf(over.id));
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Button
        size="small"
        startIcon={<Icon name="text-box-plus-outline" size={18} />}
        onClick={() => insertAt(0)}
        sx={{ justifySelf: 'start' }}
      >
        Inserir bloco de texto no início
      </Button>
      <DndContext
        sensors={sensors}
        collisionDetection={rowCollision}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: rowAnnouncements(labelOf, indexOf),
          screenReaderInstructions,
        }}
      >
        <Box
          component="ol"
          aria-label="Seções e blocos do relatório"
          sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {rows.map((row, index) => (
            <LayoutRowItem
              key={row.id}
              row={row}
              label={rowLabel(row, rows)}
              number={numbers.get(row.id)}
              first={index === 0}
              last={index === rows.length - 1}
              onAction={(action) => act(index, action)}
              onChange={(changed) => onChange(rows.map((r) => (r.id === row.id ? changed : r)))}
            />
          ))}
        </Box>
      </DndContext>
      <Box role="status" sx={visuallyHidden}>
        {message}
      </Box>
    </Box>
  );
}

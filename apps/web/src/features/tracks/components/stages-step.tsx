import { useState } from 'react';
import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import {
  DndContext,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useFormState, useWatch, type Control } from 'react-hook-form';
import type { TrackBody } from '@lince/contracts/tracks';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { Icon } from '../../../components/icon.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { emptyStep, type StepValues, type TrackFormValues } from '../form/track-form.ts';

type FormControl = Control<TrackFormValues, unknown, TrackBody>;
/** A step row of the form with its stable id (keys, dragging). */
export type StepField = StepValues & { id: string };

export interface StagesStepProps {
  control: FormControl;
  fields: StepField[];
  append: (step: StepValues) => void;
  remove: (index: number) => void;
  move: (from: number, to: number) => void;
}

const buttonId = (fieldId: string, direction: 'up' | 'down') => `etapa-${fieldId}-${direction}`;

/**
 * Step 2 of the stepper: the track's steps in order — add, rename, SLA days, remove, and reorder
 * by dragging the handle (mouse, touch) or with the "Mover para cima/baixo" buttons (keyboard);
 * each move is announced to screen readers.
 */
export function StagesStep({ control, fields, append, remove, move }: StagesStepProps) {
  const titles = useWatch({ control, name: 'steps' }).map((s) => s.title.trim());
  const { errors } = useFormState({ control, name: 'steps' });
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const nameOf = (index: number) => titles[index] || `Etapa ${index + 1}`;

  const moveStep = (from: number, to: number, focus = false) => {
    if (to < 0 || to >= fields.length || from === to) return;
    const id = fields[from]!.id;
    move(from, to);
    setAnnouncement(`${nameOf(from)} movida para a posição ${to + 1} de ${fields.length}.`);
    if (!focus) return;
    // At an end the button pressed is disabled: the focus goes to the other one.
    const direction =
      to > from ? (to === fields.length - 1 ? 'up' : 'down') : to === 0 ? 'down' : 'up';
    requestAnimationFrame(() => document.getElementById(buttonId(id, direction))?.focus());
  };

  const nameOfId = (id: UniqueIdentifier) => nameOf(fields.findIndex((f) => f.id === id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = fields.findIndex((f) => f.id === active.id);
    const to = fields.findIndex((f) => f.id === over?.id);
    if (from >= 0 && to >= 0) moveStep(from, to);
  };

  const rootError = (errors.steps as { message?: string } | undefined)?.message;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        As etapas são seguidas nesta ordem. Arraste pela alça ou use os botões de seta para
        reordenar.
      </Typography>
      {rootError && <FormAlert>{rootError}</FormAlert>}
      <DndContext
        sensors={sensors}
        onDragEnd={onDragEnd}
        // The keyboard keeps its own focus (the arrow buttons): no focus moved after a drop.
        accessibility={{
          restoreFocus: false,
          screenReaderInstructions: {
            draggable:
              'Arraste com o mouse, ou use os botões "Mover para cima" e "Mover para baixo".',
          },
          announcements: {
            onDragStart: ({ active }) => `${nameOfId(active.id)} pega para reordenar.`,
            onDragOver: () => undefined,
            onDragMove: () => undefined,
            onDragEnd: () => undefined,
            onDragCancel: ({ active }) => `${nameOfId(active.id)}: movimento cancelado.`,
          },
        }}
      >
        <Box
          component="ol"
          aria-label="Etapas da trilha"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {fields.map((field, index) => (
            <StageRow
              key={field.id}
              control={control}
              field={field}
              index={index}
              count={fields.length}
              name={nameOf(index)}
              onMove={(to) => moveStep(index, to, true)}
              onRemove={() => {
                remove(index);
                setAnnouncement(`${nameOf(index)} removida.`);
              }}
            />
          ))}
        </Box>
      </DndContext>
      {fields.length === 0 && (
        <Typography color="text.secondary">Nenhuma etapa ainda. Adicione a primeira.</Typography>
      )}
      <Box>
        <Button
          variant="outlined"
          startIcon={<Icon name="plus" size={20} />}
          onClick={() => {
            append(emptyStep());
            setAnnouncement(`Etapa ${fields.length + 1} adicionada.`);
          }}
        >
          Adicionar etapa
        </Button>
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}

function StageRow({
  control,
  field,
  index,
  count,
  name,
  onMove,
  onRemove,
}: {
  control: FormControl;
  field: StepField;
  index: number;
  count: number;
  name: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const drag = useDraggable({ id: field.id });
  const drop = useDroppable({ id: field.id });
  const t = drag.transform;
  return (
    <Box
      component="li"
      ref={drop.setNodeRef}
      data-testid="etapa"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'auto 1fr', md: 'auto auto minmax(0, 1fr) 160px auto' },
        alignItems: 'start',
        gap: 1,
        p: 1,
        border: 1,
        borderRadius: 1,
        borderColor: drop.isOver && !drag.isDragging ? 'primary.main' : 'divider',
        bgcolor: 'background.paper',
        position: 'relative',
        zIndex: drag.isDragging ? 2 : undefined,
        boxShadow: drag.isDragging ? 4 : undefined,
        transform: t ? `translate3d(${t.x}px, ${t.y}px, 0)` : undefined,
      }}
    >
      <Box
        ref={drag.setNodeRef}
        {...drag.listeners}
        // The keyboard reorders with the arrow buttons; the handle is for the pointer only.
        aria-hidden
        title="Arraste para reordenar"
        sx={{ cursor: 'grab', color: 'text.secondary', pt: 1.5, touchAction: 'none' }}
      >
        <Icon name="drag" size={24} />
      </Box>
      <Typography component="span" sx={{ pt: 1.75, fontWeight: 600, minWidth: 24 }}>
        {index + 1}.
      </Typography>
      <FormTextField
        control={control}
        name={`steps.${index}.title`}
        label="Título da etapa"
        required
        size="small"
      />
      <FormTextField
        control={control}
        name={`steps.${index}.slaDays`}
        label="Prazo (dias)"
        size="small"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Box sx={{ display: 'flex', gap: 0.5, pt: 0.5 }}>
        <Tooltip title="Mover para cima">
          <span>
            <IconButton
              id={buttonId(field.id, 'up')}
              size="small"
              aria-label={`Mover ${name} para cima`}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            >
              <Icon name="arrow-up" size={20} />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Mover para baixo">
          <span>
            <IconButton
              id={buttonId(field.id, 'down')}
              size="small"
              aria-label={`Mover ${name} para baixo`}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              <Icon name="arrow-down" size={20} />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Remover etapa">
          <IconButton size="small" aria-label={`Remover ${name}`} onClick={onRemove}>
            <Icon name="delete-outline" size={20} />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}

import type { ReactNode } from 'react';
import { Box, Checkbox, FormControlLabel, IconButton, TextField, Tooltip } from '@mui/material';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { REPORT_BLOCK_MARKDOWN_MAX } from '@lince/contracts/reports';
import { Icon } from '../../../components/icon.tsx';
import type { IconName } from '../../../components/icon-names.ts';
import type { LayoutRow } from './layout.ts';

export type RowAction = 'up' | 'down' | 'insert' | 'remove';

/** The id of a row's control (for moving the focus after a change). */
export const controlId = (rowId: string, control: string) => `layout-${rowId}-${control}`;

function Action({
  rowId,
  control,
  icon,
  label,
  disabled,
  onClick,
}: {
  rowId: string;
  control: string;
  icon: IconName;
  label: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label} describeChild>
      <span>
        <IconButton
          id={controlId(rowId, control)}
          size="small"
          aria-label={label}
          disabled={disabled}
          onClick={onClick}
        >
          <Icon name={icon} size={20} />
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * One row of the custom report's list: a section (included or not) or a free-text block (title
 * and Markdown), with its drag handle, "Mover para cima/baixo", "Inserir bloco de texto depois"
 * and, for a block, "Remover".
 */
export function LayoutRowItem({
  row,
  label,
  number,
  first,
  last,
  onAction,
  onChange,
}: {
  row: LayoutRow;
  label: string;
  /** The section's number in the report (included sections only). */
  number?: number;
  first: boolean;
  last: boolean;
  onAction: (action: RowAction) => void;
  onChange: (row: LayoutRow) => void;
}) {
  const drag = useDraggable({ id: row.id });
  const drop = useDroppable({ id: row.id });
  let body: ReactNode;
  if (row.kind === 'section')
    body = (
      <FormControlLabel
        sx={{ mr: 0, minWidth: 0 }}
        control={
          <Checkbox
            checked={row.included}
            onChange={(event) => onChange({ ...row, included: event.target.checked })}
          />
        }
        label={number ? `${number}. ${label}` : `${label} (fora do relatório)`}
      />
    );
  else
    body = (
      <Box sx={{ display: 'grid', gap: 1, py: 1, flexGrow: 1, minWidth: 0 }}>
        <TextField
          id={controlId(row.id, 'title')}
          size="small"
          label="Título do bloco (opcional)"
          value={row.title}
          onChange={(event) => onChange({ ...row, title: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          multiline
          minRows={3}
          label="Texto do bloco (Markdown)"
          value={row.markdown}
          onChange={(event) => onChange({ ...row, markdown: event.target.value })}
          helperText="Parágrafos, **negrito**, *itálico*, listas com “- ” e títulos com “# ”. HTML aparece como texto."
          slotProps={{ htmlInput: { maxLength: REPORT_BLOCK_MARKDOWN_MAX } }}
        />
      </Box>
    );
  return (
    <Box
      component="li"
      ref={drop.setNodeRef}
      data-row={row.id}
      sx={{
        listStyle: 'none',
        border: 1,
        borderColor: drop.isOver ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: row.kind === 'block' ? 'action.hover' : 'background.paper',
        opacity: row.kind === 'section' && !row.included ? 0.75 : 1,
      }}
    >
      <Box
        ref={drag.setNodeRef}
        style={{ transform: CSS.Translate.toString(drag.transform) }}
        sx={{
          display: 'flex',
          alignItems: row.kind === 'block' ? 'flex-start' : 'center',
          gap: 0.5,
          px: 0.5,
          bgcolor: drag.isDragging ? 'background.paper' : undefined,
          boxShadow: drag.isDragging ? 4 : undefined,
          position: 'relative',
          zIndex: drag.isDragging ? 2 : undefined,
        }}
      >
        <IconButton
          size="small"
          {...drag.attributes}
          {...drag.listeners}
          aria-label={`Arrastar ${label}`}
          sx={{ cursor: 'grab', touchAction: 'none', mt: row.kind === 'block' ? 1 : 0 }}
        >
          <Icon name="drag" size={20} />
        </IconButton>
        {body}
        <Box
          sx={{
            ml: 'auto',
            display: 'flex',
            flexShrink: 0,
            mt: row.kind === 'block' ? 1 : 0,
          }}
        >
          <Action
            rowId={row.id}
            control="up"
            icon="arrow-up"
            label={`Mover ${label} para cima`}
            disabled={first}
            onClick={() => onAction('up')}
          />
          <Action
            rowId={row.id}
            control="down"
            icon="arrow-down"
            label={`Mover ${label} para baixo`}
            disabled={last}
            onClick={() => onAction('down')}
          />
          <Action
            rowId={row.id}
            control="insert"
            icon="text-box-plus-outline"
            label={`Inserir bloco de texto depois de ${label}`}
            onClick={() => onAction('insert')}
          />
          {row.kind === 'block' && (
            <Action
              rowId={row.id}
              control="remove"
              icon="delete-outline"
              label={`Remover ${label}`}
              onClick={() => onAction('remove')}
            />
          )}
        </Box>
      </Box>
    </Box>
  );
}

import { Chip, type ChipProps } from '@mui/material';
import { DOCUMENT_STATUS_LABELS, type DocumentStatus } from '@lince/contracts/checklists';

type ChipColor = NonNullable<ChipProps['color']>;

const STATUS_COLORS: Record<DocumentStatus, ChipColor> = {
  PENDENTE: 'default',
  RECEBIDO: 'info',
  EM_ANALISE: 'primary',
  APROVADO: 'success',
  APROVADO_COM_RESSALVAS: 'warning',
  REPROVADO: 'error',
  DISPENSADO: 'default',
};

/**
 * A document's status: Pendente, Recebido, Em análise, Aprovado, Aprovado com ressalvas, Reprovado
 * or Dispensado. Outlined (the text in the dark shade of its colour, readable on white) except
 * the analysed ones, filled; Pendente and Dispensado stay neutral.
 */
export function DocumentStatusChip({ status, ...props }: { status: DocumentStatus } & ChipProps) {
  const color = STATUS_COLORS[status];
  const filled = status === 'APROVADO' || status === 'REPROVADO';
  return (
    <Chip
      size="small"
      color={color}
      variant={filled ? 'filled' : 'outlined'}
      sx={{
        // A narrow column wraps "Aprovado com ressalvas" instead of cutting it.
        height: 'auto',
        minHeight: 24,
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
        ...(!filled && color !== 'default' ? { color: `${color}.dark` } : {}),
      }}
      label={DOCUMENT_STATUS_LABELS[status]}
      aria-label={`Situação: ${DOCUMENT_STATUS_LABELS[status]}`}
      {...props}
    />
  );
}

import { Chip, type ChipProps } from '@mui/material';

/** A party (or a diligence's party) with an open restrictive-list hit: to decide or confirmed. */
export function ScreeningChip({ count, ...props }: { count?: number } & ChipProps) {
  const label = count && count > 1 ? `Lista restritiva (${count})` : 'Lista restritiva';
  return (
    <Chip
      size="small"
      color="error"
      variant="outlined"
      label={label}
      title="Ocorrência em aberto nas listas restritivas"
      {...props}
    />
  );
}

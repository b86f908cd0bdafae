import { Typography, type TypographyProps } from '@mui/material';
import { formatDay } from '../../../lib/format.ts';

/** A due date as dd/mm/aaaa, in red (and said so) when overdue. */
export function DueDate({
  date,
  overdue,
  ...props
}: { date: string | null; overdue: boolean } & TypographyProps) {
  if (!date)
    return (
      <Typography component="span" variant="body2" color="text.secondary" {...props}>
        Sem prazo
      </Typography>
    );
  return (
    <Typography
      component="span"
      variant="body2"
      color={overdue ? 'error' : 'inherit'}
      sx={{ fontWeight: overdue ? 600 : undefined, whiteSpace: 'nowrap' }}
      {...props}
    >
      {formatDay(date)}
      {overdue && ' (atrasada)'}
    </Typography>
  );
}

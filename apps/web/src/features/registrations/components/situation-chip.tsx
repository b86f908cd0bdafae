import { Chip } from '@mui/material';
import type { RegistrationData } from '@lince/contracts/registrations';
import { situationOf } from '../lib/situation.ts';

/** The situação at the Receita as a chip: green when ATIVA/Regular, red when grave, else amber. */
export function SituationChip({ data }: { data: RegistrationData }) {
  const s = situationOf(data);
  return (
    <Chip
      size="small"
      color={s.regular ? 'success' : s.grave ? 'error' : 'warning'}
      label={s.value}
      aria-label={`${s.label}: ${s.value}`}
    />
  );
}

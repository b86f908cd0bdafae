import { MenuItem, TextField } from '@mui/material';
import type { ActiveFilter } from '../lib/use-list-state.ts';

type Options<V extends string> = readonly (readonly [V, string])[];

/** Options of the "Situação" filter, for lists of masculine nouns (usuários, tipos). */
export const ACTIVE_FILTER_OPTIONS: Options<ActiveFilter> = [
  ['all', 'Todos'],
  ['true', 'Ativos'],
  ['false', 'Inativos'],
];

/** Options of the "Situação" filter, for lists of feminine nouns (empresas). */
export const ACTIVE_FILTER_OPTIONS_FEMININE: Options<ActiveFilter> = [
  ['all', 'Todas'],
  ['true', 'Ativas'],
  ['false', 'Inativas'],
];

/**
 * A small select for a list's filter bar: the label always shrunk, so an empty value shows the
 * "all" option (e.g. `['', 'Todos']`) instead of an empty field.
 */
export function FilterSelect<V extends string>({
  label,
  value,
  onChange,
  options,
  width = 180,
}: {
  label: string;
  value: V;
  onChange: (value: V) => void;
  /** `[value, text]` pairs, in display order. */
  options: Options<V>;
  width?: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
      fullWidth={false}
      sx={{ width }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {options.map(([optionValue, text]) => (
        <MenuItem key={optionValue} value={optionValue}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}

import { Box, ListItemText, MenuItem, TextField } from '@mui/material';
import { Icon } from './icon.tsx';
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

/**
 * A multiple-choice select for a list's filter bar (checkboxes in the menu); an empty selection
 * shows `allLabel` (e.g. "Todas"), a selection the chosen texts.
 */
export function MultiFilterSelect<V extends string>({
  label,
  value,
  onChange,
  options,
  allLabel,
  width = 180,
}: {
  label: string;
  value: readonly V[];
  onChange: (value: V[]) => void;
  /** `[value, text]` pairs, in display order. */
  options: Options<V>;
  allLabel: string;
  /** A width, or one per breakpoint (`{ xs: '100%', sm: 200 }`). */
  width?: number | string | Record<string, number | string>;
}) {
  const textOf = new Map<string, string>(options);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => {
        const raw = event.target.value as unknown;
        const next = (typeof raw === 'string' ? raw.split(',') : (raw as V[])).filter(Boolean);
        // Keep the options' order, whatever the order of the clicks.
        onChange(options.map(([v]) => v).filter((v) => next.includes(v)));
      }}
      fullWidth={false}
      sx={{ width }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) => {
            const list = selected as V[];
            return list.length === 0 ? allLabel : list.map((v) => textOf.get(v) ?? v).join(', ');
          },
        },
        inputLabel: { shrink: true },
      }}
    >
      {options.map(([optionValue, text]) => (
        <MenuItem key={optionValue} value={optionValue} dense>
          <Box
            component="span"
            sx={{
              display: 'inline-flex',
              mr: 1,
              color: value.includes(optionValue) ? 'primary.main' : 'text.secondary',
            }}
          >
            <Icon
              name={value.includes(optionValue) ? 'checkbox-marked' : 'checkbox-blank-outline'}
              size={20}
            />
          </Box>
          <ListItemText primary={text} />
        </MenuItem>
      ))}
    </TextField>
  );
}

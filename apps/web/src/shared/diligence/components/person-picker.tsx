import { useState, type HTMLAttributes, type Key, type ReactNode } from 'react';
import {
  Autocomplete,
  Box,
  Chip,
  TextField,
  type AutocompleteRenderInputParams,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserRef } from '@lince/contracts/diligences';
import { teamMembersQuery } from '../api/list-team-members.ts';
import { PersonAvatar } from './person-avatar.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

interface CommonProps {
  label: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  /** Width of the field (default: the container's). */
  width?: number | string | Record<string, number | string>;
  onBlur?: () => void;
}

export type PersonPickerProps = CommonProps &
  (
    | { multiple?: false; value: UserRef | null; onChange: (value: UserRef | null) => void }
    | { multiple: true; value: UserRef[]; onChange: (value: UserRef[]) => void }
  );

/**
 * Picks one person (owner) or several (team) among the active people of the signed-in user's
 * company (`GET /v1/team-members?search=`), with their avatars; typing searches on the server.
 */
export function PersonPicker(props: PersonPickerProps) {
  const { label, required, disabled, error, helperText, size, width, onBlur } = props;
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebouncedValue((props.multiple || !props.value ? input : '').trim(), 300);
  const query = useQuery({
    ...teamMembersQuery(search),
    enabled: open,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const common = {
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    options: query.data ?? [],
    loading: query.isFetching,
    loadingText: 'Carregando…',
    noOptionsText: query.isError ? 'Não foi possível carregar as pessoas.' : 'Ninguém encontrado.',
    openText: 'Abrir',
    closeText: 'Fechar',
    clearText: 'Limpar',
    disabled,
    size,
    fullWidth: width === undefined,
    sx: width === undefined ? undefined : { width },
    // The server already filtered by the typed text.
    filterOptions: (options: UserRef[]) => options,
    getOptionLabel: (person: UserRef) => person.name,
    isOptionEqualToValue: (a: UserRef, b: UserRef) => a._id === b._id,
    onInputChange: (_: unknown, value: string, reason: string) => {
      if (reason !== 'reset') setInput(value);
      else if (props.multiple) setInput('');
    },
    onBlur,
    renderOption: (
      { key, ...optionProps }: HTMLAttributes<HTMLLIElement> & { key: Key },
      person: UserRef,
    ) => (
      <Box component="li" key={key} {...optionProps} sx={{ display: 'flex', gap: 1.5 }}>
        <PersonAvatar person={person} size={24} />
        {person.name}
      </Box>
    ),
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        label={label}
        required={required}
        error={error}
        helperText={helperText}
      />
    ),
  };

  if (props.multiple)
    return (
      <Autocomplete
        {...common}
        multiple
        value={props.value}
        onChange={(_, value: UserRef[]) => props.onChange(value)}
        renderValue={(value: UserRef[], getItemProps) =>
          value.map((person, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return (
              <Chip
                key={key}
                size="small"
                avatar={<PersonAvatar person={person} size={20} />}
                label={person.name}
                {...itemProps}
              />
            );
          })
        }
      />
    );
  return (
    <Autocomplete
      {...common}
      value={props.value}
      onChange={(_, value: UserRef | null) => props.onChange(value)}
    />
  );
}

/** The most people `GET /v1/team-members` lists at once. */
const TEAM_MEMBERS_MAX = 100;

/**
 * The person of an id kept in the URL (filters), from the company's people; while unknown (or
 * no longer active) a placeholder keeps the filter visible and removable.
 */
export function usePersonRef(id: string): UserRef | null {
  const query = useQuery({
    ...teamMembersQuery('', TEAM_MEMBERS_MAX),
    enabled: id !== '',
    staleTime: 60_000,
  });
  if (!id) return null;
  return (
    query.data?.find((p) => p._id === id) ?? { _id: id, name: 'Pessoa selecionada', avatar: null }
  );
}

import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatCnpj } from '@lince/contracts/br/cnpj';
import { companyOptionsQuery } from '../api/search-companies.ts';

export interface CompanyOption {
  _id: string;
  name: string;
  cnpj: string;
}

/** Picks a company by name or CNPJ, searching on the server. */
export function CompanyPicker({
  label,
  value,
  onChange,
  error,
  helperText,
  size,
  required,
}: {
  label: string;
  value: CompanyOption | null;
  onChange: (value: CompanyOption | null) => void;
  error?: boolean;
  helperText?: string | undefined;
  size?: 'small' | 'medium';
  required?: boolean;
}) {
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(input.trim()), 250);
    return () => clearTimeout(timer);
  }, [input]);
  const query = useQuery(companyOptionsQuery(term));
  const options = query.data ?? [];
  return (
    <Autocomplete
      options={value && !options.some((o) => o._id === value._id) ? [value, ...options] : options}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      getOptionLabel={(o) => `${o.name} — ${formatCnpj(o.cnpj)}`}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      filterOptions={(x) => x}
      loading={query.isFetching}
      loadingText="Buscando…"
      noOptionsText="Nenhuma empresa encontrada"
      size={size}
      sx={size === 'small' ? { width: 300 } : { width: '100%' }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={error}
          helperText={helperText}
          required={required}
        />
      )}
    />
  );
}

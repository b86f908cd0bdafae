import { useEffect, useState } from 'react';
import { TextField } from '@mui/material';

/**
 * A search box that reports its text 300 ms after the user stops typing: in a filter bar between
 * 260 and 420 px, or `fullWidth` in a narrow column (a side list).
 */
export function SearchField({
  label,
  value,
  onChange,
  fullWidth = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  fullWidth?: boolean;
}) {
  const [text, setText] = useState(value);
  // A value changed from outside (e.g. "Limpar filtros", the URL) replaces the typed text.
  const [reported, setReported] = useState(value);
  if (value !== reported) {
    setReported(value);
    if (value !== text.trim()) setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <TextField
      label={label}
      size="small"
      type="search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      fullWidth={fullWidth}
      sx={fullWidth ? undefined : { minWidth: 260, flexGrow: 1, maxWidth: 420 }}
    />
  );
}

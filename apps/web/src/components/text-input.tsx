import { useId, type ReactNode, type Ref } from 'react';
import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type OutlinedInputProps,
} from '@mui/material';

export interface TextInputProps extends Pick<
  OutlinedInputProps,
  | 'name'
  | 'type'
  | 'autoComplete'
  | 'autoFocus'
  | 'value'
  | 'onChange'
  | 'onBlur'
  | 'disabled'
  | 'endAdornment'
  | 'startAdornment'
  | 'placeholder'
> {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  /**
   * Announced as required (`aria-required`) without the asterisk: on forms where every field is
   * required the mark adds noise, and the label stays exactly the field's name.
   */
  required?: boolean;
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Attributes of the <input> itself (inputMode, maxLength, aria-*). */
  htmlInput?: OutlinedInputProps['inputProps'];
}

/**
 * An outlined, labelled text input (label, input and helper text wired by ids). The same look as
 * MUI's TextField without its `select` mode, which would bring Select, Menu, Popover and Modal
 * into every screen with a form (see scripts/bundle-size.mjs).
 */
export function TextInput({
  label,
  helperText,
  error,
  required,
  id,
  inputRef,
  htmlInput,
  ...input
}: TextInputProps) {
  const autoId = useId();
  const inputId = id ?? `campo-${autoId}`;
  const helperId = helperText ? `${inputId}-ajuda` : undefined;
  return (
    <FormControl fullWidth error={error} variant="outlined">
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        label={label}
        inputRef={inputRef}
        inputProps={{
          ...htmlInput,
          'aria-describedby': helperId,
          'aria-invalid': error || undefined,
          'aria-required': required || undefined,
        }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

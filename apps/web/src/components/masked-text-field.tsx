import { forwardRef, useMemo, type ComponentType, type Ref } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { IMaskInput } from 'react-imask';
import { MASK_PRESETS, maskOptions, type MaskPattern, type MaskPreset } from './mask-patterns.ts';

export interface MaskedChange {
  target: { name: string; value: string };
}

export type MaskedTextFieldProps = Omit<
  TextFieldProps,
  'onChange' | 'value' | 'defaultValue' | 'type'
> & {
  /** A preset (cpf, cnpj, cep, cnj, phone, code6) or a pattern; see mask-patterns.ts for the characters. */
  mask: MaskPreset | MaskPattern;
  value?: string;
  /** Receives the masked text, or the text without literals when `unmask` is set. */
  onChange?: (event: MaskedChange) => void;
  /** Emit the value without the pattern's literals (e.g. `12345678` instead of `12345-678`). */
  unmask?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

interface AdapterProps {
  name: string;
  value?: string;
  unmask?: boolean;
  maskOpts: object;
  onChange: (event: MaskedChange) => void;
}

const MaskAdapter = forwardRef<HTMLInputElement, AdapterProps>(function MaskAdapter(
  { onChange, name, maskOpts, unmask, value, ...other },
  ref,
) {
  // IMaskInput's props are a large union over every mask kind; our options are built by maskOptions().
  const Input = IMaskInput as unknown as ComponentType<Record<string, unknown>>;
  return (
    <Input
      {...other}
      {...maskOpts}
      name={name}
      value={value ?? ''}
      unmask={unmask ?? false}
      inputRef={ref}
      onAccept={(accepted: string) => onChange({ target: { name, value: accepted } })}
    />
  );
});

function isPreset(mask: MaskedTextFieldProps['mask']): mask is MaskPreset {
  return typeof mask === 'string' && mask in MASK_PRESETS;
}

/** MUI TextField with an input mask (react-imask), for digit, alphanumeric and letter patterns. */
export function MaskedTextField({
  mask,
  value,
  onChange,
  unmask,
  name = '',
  slotProps,
  ...props
}: MaskedTextFieldProps) {
  const pattern = isPreset(mask) ? MASK_PRESETS[mask] : mask;
  const maskOpts = useMemo(() => maskOptions(pattern), [pattern]);
  return (
    <TextField
      {...props}
      name={name}
      value={value ?? ''}
      onChange={onChange as unknown as TextFieldProps['onChange']}
      slotProps={{
        ...slotProps,
        input: { inputComponent: MaskAdapter as never },
        htmlInput: { maskOpts, unmask, ...(slotProps?.htmlInput as object | undefined) },
      }}
    />
  );
}

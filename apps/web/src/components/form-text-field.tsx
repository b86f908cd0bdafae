import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import {
  Controller,
  type Control,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { MaskedTextField } from './masked-text-field.tsx';
import type { MaskPreset } from './mask-patterns.ts';

export type FormTextFieldProps<
  T extends FieldValues,
  TOutput = T,
  TName extends FieldPath<T> = FieldPath<T>,
> = {
  control: Control<T, unknown, TOutput>;
  name: TName;
  /** Validation rules of the field, when the form's schema does not carry them. */
  rules?: ControllerProps<T, TName, TOutput>['rules'];
  /** A mask preset (cpf, cnpj, phone…): the field becomes a `MaskedTextField`. */
  mask?: MaskPreset;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'>;

/**
 * A TextField (or a select, with `select` and MenuItems as children) bound to a react-hook-form
 * field: value, change, blur, focus on error, and the field's message in place of the helper text.
 */
export function FormTextField<
  T extends FieldValues,
  TOutput = T,
  TName extends FieldPath<T> = FieldPath<T>,
>({ control, name, rules, mask, helperText, ...props }: FormTextFieldProps<T, TOutput, TName>) {
  return (
    <Controller
      control={control}
      name={name}
      rules={rules}
      render={({ field, fieldState }) => {
        const bound = {
          name: field.name,
          onBlur: field.onBlur,
          inputRef: field.ref,
          error: !!fieldState.error,
          helperText: fieldState.error?.message ?? helperText,
        };
        return mask ? (
          <MaskedTextField
            {...(props as Omit<typeof props, 'type'>)}
            {...bound}
            mask={mask}
            value={(field.value as string | null) ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
          />
        ) : (
          <TextField {...props} {...bound} value={field.value} onChange={field.onChange} />
        );
      }}
    />
  );
}

/** The options of a `select` FormTextField: each of `values`, shown by its label. */
export function optionItems<V extends string>(values: readonly V[], labels: Record<V, string>) {
  return values.map((value) => (
    <MenuItem key={value} value={value}>
      {labels[value]}
    </MenuItem>
  ));
}

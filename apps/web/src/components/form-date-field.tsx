import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField, type DateFieldProps } from './date-field.tsx';

/**
 * What a form holds while its date field shows a partial or invalid date: not `aaaa-mm-dd`, so the
 * form's date schema refuses it and the form is not sent.
 */
export const INVALID_DATE_ENTRY = 'data-inválida';

export type FormDateFieldProps<T extends FieldValues, TOutput = T> = {
  control: Control<T, unknown, TOutput>;
  name: FieldPath<T>;
} & Omit<DateFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'>;

/**
 * A `DateField` bound to a react-hook-form field holding `aaaa-mm-dd` or `''`: focus on error, and
 * the form's message in place of the helper text.
 */
export function FormDateField<T extends FieldValues, TOutput = T>({
  control,
  name,
  helperText,
  ...props
}: FormDateFieldProps<T, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          {...props}
          name={field.name}
          inputRef={field.ref}
          value={(field.value as string | null) ?? ''}
          onChange={(value) => field.onChange(value ?? INVALID_DATE_ENTRY)}
          onBlur={field.onBlur}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}

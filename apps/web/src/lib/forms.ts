import type { FieldPath, FieldValues, RegisterOptions, UseFormRegister } from 'react-hook-form';

/** `register()` for MUI TextField: the ref must reach the <input> (`inputRef`), not the root div. */
export function muiRegister<T extends FieldValues>(
  register: UseFormRegister<T>,
  name: FieldPath<T>,
  options?: RegisterOptions<T, FieldPath<T>>,
) {
  const { ref, ...rest } = register(name, options);
  return { ...rest, inputRef: ref };
}

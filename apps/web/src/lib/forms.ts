import type {
  FieldPath,
  FieldValues,
  RegisterOptions,
  Resolver,
  UseFormRegister,
} from 'react-hook-form';

/** `register()` for MUI TextField: the ref must reach the <input> (`inputRef`), not the root div. */
export function muiRegister<T extends FieldValues>(
  register: UseFormRegister<T>,
  name: FieldPath<T>,
  options?: RegisterOptions<T, FieldPath<T>>,
) {
  const { ref, ...rest } = register(name, options);
  return { ...rest, inputRef: ref };
}

type AnyResolver = (values: never, context: never, options: never) => Promise<unknown>;

/**
 * A zod resolver whose schema module is imported on first use. The contracts' schemas bring zod
 * (~40 kB gzipped); loading them when the user first validates keeps the first screen light.
 * `preload()` starts the import early (e.g. on the first keystroke).
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput>(
  loadSchema: () => Promise<unknown>,
): Resolver<TInput, unknown, TOutput> & { preload: () => void } {
  let pending: Promise<AnyResolver> | null = null;
  const load = () =>
    (pending ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) =>
        zodResolver(schema as Parameters<typeof zodResolver>[0]) as unknown as AnyResolver,
    ));
  const resolver = (async (values: TInput, context: unknown, options: unknown) =>
    (await load())(values as never, context as never, options as never)) as unknown as Resolver<
    TInput,
    unknown,
    TOutput
  >;
  return Object.assign(resolver, { preload: () => void load().catch(() => (pending = null)) });
}

import { useCallback, useRef, useState } from 'react';

/**
 * State of one form submission (pending, error) for the public screens, which run before the
 * logged-in area mounts TanStack Query. Ignores a second submit while one is pending.
 */
export function useSubmit<TArgs extends unknown[], TResult>(
  action: (...args: TArgs) => Promise<TResult>,
) {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const busy = useRef(false);
  const submit = useCallback(
    async (...args: TArgs): Promise<TResult | undefined> => {
      if (busy.current) return undefined;
      busy.current = true;
      setPending(true);
      setError(null);
      try {
        return await action(...args);
      } catch (caught) {
        setError(caught);
        return undefined;
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [action],
  );
  return { submit, isPending, error, isError: error !== null };
}

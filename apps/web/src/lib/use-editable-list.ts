import { useState } from 'react';
import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { Page } from '@lince/contracts/pagination';
import { showSnackbar } from './snackbar.ts';

/**
 * A server list whose rows are created and edited in a dialog: the current page (the previous
 * one stays on screen while the next loads), `editing` (undefined: closed, null: creating, a
 * row: editing it), and `save`, which creates or updates, says so in a snackbar, closes the
 * dialog and refetches every page under `listKey`.
 */
export function useEditableList<T, Values, Key extends QueryKey>({
  query,
  listKey,
  create,
  update,
  savedText,
}: {
  query: UseQueryOptions<Page<T>, Error, Page<T>, Key>;
  listKey: QueryKey;
  create: (values: Values) => Promise<T>;
  update: (row: T, values: Values) => Promise<T>;
  savedText: (saved: T, created: boolean) => string;
}) {
  const queryClient = useQueryClient();
  const page = useQuery({ ...query, placeholderData: keepPreviousData });
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKey });
  const save = async (values: Values) => {
    const saved = editing ? await update(editing, values) : await create(values);
    showSnackbar({ text: savedText(saved, !editing), color: 'success' });
    setEditing(undefined);
    await refresh();
  };
  return { query: page, refresh, editing, setEditing, save };
}

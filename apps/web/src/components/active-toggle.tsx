import type { ReactNode } from 'react';
import { showSnackbar } from '../lib/snackbar.ts';
import { useConfirmedAction, type ConfirmedAction } from '../lib/use-confirmed-action.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ActiveChip, RowAction } from './row-action.tsx';
import type { Column } from './server-table.tsx';

/** A row that is deactivated and reactivated, never deleted. */
export interface Activatable {
  _id: string;
  name: string;
  active: boolean;
}

const verb = (item: Activatable | null) => (item?.active ? 'Desativar' : 'Reativar');

/**
 * Deactivating or reactivating a row after a confirmation: `setActive` is the API call, the
 * snackbar says `reactivated` or `deactivated`, then `refresh` reloads the list.
 */
export function useActiveToggle<T extends Activatable>({
  setActive,
  reactivated,
  deactivated,
  refresh,
}: {
  setActive: (id: string, active: boolean) => Promise<T>;
  reactivated: string;
  deactivated: string;
  refresh: () => Promise<unknown>;
}): ConfirmedAction<T> {
  return useConfirmedAction(
    (item: T) => setActive(item._id, !item.active),
    async (saved) => {
      showSnackbar({ text: saved.active ? reactivated : deactivated, color: 'success' });
      await refresh();
    },
  );
}

/** The row's "Desativar"/"Reativar" button (its accessible name names the row). */
export function ActiveToggleAction<T extends Activatable>({
  item,
  toggle,
  disabledReason,
}: {
  item: T;
  toggle: ConfirmedAction<T>;
  /** Why the caller may not (de)activate this row: the button is disabled with this tooltip. */
  disabledReason?: string | undefined;
}) {
  return (
    <RowAction
      title={verb(item)}
      icon={item.active ? 'cancel' : 'check-circle-outline'}
      aria-label={`${verb(item)} ${item.name}`}
      disabledReason={disabledReason}
      onClick={() => toggle.ask(item)}
    />
  );
}

/** "Desativar {noun}?" / "Reativar {noun}?", with what follows for the row as its text. */
export function ActiveToggleDialog<T extends Activatable>({
  toggle,
  noun,
  children,
}: {
  toggle: ConfirmedAction<T>;
  noun: string;
  children: (item: T) => ReactNode;
}) {
  const item = toggle.target;
  return (
    <ConfirmDialog
      {...toggle.dialog}
      title={`${verb(item)} ${noun}?`}
      confirmLabel={verb(item)}
      confirmColor={item?.active ? 'error' : 'primary'}
    >
      {item && children(item)}
    </ConfirmDialog>
  );
}

/** The "Situação" column: Ativo/Inativo (or Ativa/Inativa, agreeing with the noun). */
export function activeColumn<T extends { active: boolean }>(labels: [string, string]): Column<T> {
  return {
    key: 'active',
    label: 'Situação',
    render: (row) => <ActiveChip active={row.active} labels={labels} />,
  };
}

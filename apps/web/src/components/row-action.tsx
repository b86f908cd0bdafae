import { Chip, IconButton, Tooltip, type IconButtonProps } from '@mui/material';
import { Icon } from './icon.tsx';
import type { IconName } from './icon-names.ts';

/** An icon button of a table row's actions, with its tooltip; `aria-label` names the row. */
export function RowAction({
  title,
  icon,
  ...props
}: { title: string; icon: IconName } & Omit<IconButtonProps, 'title' | 'children'>) {
  return (
    <Tooltip title={title}>
      <IconButton size="small" {...props}>
        <Icon name={icon} size={20} />
      </IconButton>
    </Tooltip>
  );
}

/** The "Situação" chip of a row: green when active; labels agree with the noun (Ativa/Ativo). */
export function ActiveChip({ active, labels }: { active: boolean; labels: [string, string] }) {
  return (
    <Chip size="small" color={active ? 'success' : 'default'} label={labels[active ? 0 : 1]} />
  );
}

import { Box, Chip, IconButton, Tooltip, type IconButtonProps } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Icon } from './icon.tsx';
import type { IconName } from './icon-names.ts';

/**
 * An icon button of a table row's actions, with its tooltip; `aria-label` names the row. With
 * `to`, a link to another screen of the app. With `disabledReason`, the button is disabled and its
 * tooltip tells why (a disabled button gets no pointer events, so a span carries the tooltip).
 */
export function RowAction({
  title,
  icon,
  to,
  disabledReason,
  ...props
}: { title: string; icon: IconName; to?: string; disabledReason?: string | undefined } & Omit<
  IconButtonProps,
  'title' | 'children'
>) {
  const link = to === undefined ? {} : { component: RouterLink, to };
  const button = (
    <IconButton size="small" {...link} {...props} disabled={!!disabledReason || props.disabled}>
      <Icon name={icon} size={20} />
    </IconButton>
  );
  return (
    <Tooltip title={disabledReason ?? title}>
      {disabledReason ? <span>{button}</span> : button}
    </Tooltip>
  );
}

/** A row's actions, right-aligned side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>{children}</Box>;
}

/** The "Situação" chip of a row: green when active; labels agree with the noun (Ativa/Ativo). */
export function ActiveChip({ active, labels }: { active: boolean; labels: [string, string] }) {
  return (
    <Chip size="small" color={active ? 'success' : 'default'} label={labels[active ? 0 : 1]} />
  );
}

import type { ReactNode } from 'react';
import { Box, Tab, Tabs } from '@mui/material';

/**
 * A provider's list with its audit trail beside it, in two tabs: `label` (the list) and
 * "Atividade". Only the open tab's panel is rendered.
 */
export function ActivityTabs({
  label,
  id,
  tab,
  onTabChange,
  list,
  activity,
}: {
  /** The list's tab, e.g. "Usuários" (the tab list is named "Seções de usuários"). */
  label: string;
  /** The list panel's id suffix, e.g. "usuarios". */
  id: string;
  tab: number;
  onTabChange: (tab: number) => void;
  list: ReactNode;
  activity: ReactNode;
}) {
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_, next: number) => onTabChange(next)}
        aria-label={`Seções de ${label.toLowerCase()}`}
      >
        <Tab label={label} id={`tab-${id}`} aria-controls={`painel-${id}`} />
        <Tab label="Atividade" id="tab-atividade" aria-controls="painel-atividade" />
      </Tabs>
      <Box role="tabpanel" id={`painel-${id}`} aria-labelledby={`tab-${id}`} hidden={tab !== 0}>
        {tab === 0 && list}
      </Box>
      <Box role="tabpanel" id="painel-atividade" aria-labelledby="tab-atividade" hidden={tab !== 1}>
        {tab === 1 && activity}
      </Box>
    </>
  );
}

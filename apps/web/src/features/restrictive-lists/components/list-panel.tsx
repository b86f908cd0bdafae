import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { ListInForce } from '@lince/contracts';
import { Icon } from '../../../components/icon.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { listsInForceKey, versionsKey, type ListTarget } from '../api/list-imports.ts';
import { InForceSummary } from './in-force-summary.tsx';
import { ListImportDialog } from './list-import-dialog.tsx';
import { VersionsTable } from './versions-table.tsx';

/** One list: its version in force, "Importar" and, on demand, its history of versions. */
export function ListPanel({
  target,
  title,
  hint,
  inForce,
}: {
  target: ListTarget;
  title: string;
  hint: string;
  inForce: ListInForce | undefined;
}) {
  const queryClient = useQueryClient();
  const [importing, setImporting] = useState(false);
  const [history, setHistory] = useState(false);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: listsInForceKey });
    void queryClient.invalidateQueries({ queryKey: versionsKey() });
  };
  return (
    <SectionCard
      title={title}
      action={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            aria-expanded={history}
            onClick={() => setHistory((open) => !open)}
            startIcon={<Icon name={history ? 'chevron-up' : 'chevron-down'} size={18} />}
          >
            Histórico
          </Button>
          <Button
            size="small"
            variant="contained"
            aria-label={`Importar ${title}`}
            startIcon={<Icon name="upload" size={18} />}
            onClick={() => {
              setImporting(true);
              refresh();
            }}
          >
            Importar
          </Button>
        </Box>
      }
    >
      <InForceSummary version={inForce} />
      {history && <VersionsTable target={target} label={`Versões — ${title}`} />}
      {importing && (
        <ListImportDialog
          target={target}
          title={`Importar ${title}`}
          hint={hint}
          onClose={() => {
            setImporting(false);
            refresh();
          }}
          onFinished={refresh}
        />
      )}
    </SectionCard>
  );
}

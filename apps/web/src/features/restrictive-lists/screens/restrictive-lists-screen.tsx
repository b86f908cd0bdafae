import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { PUBLIC_RESTRICTIVE_LISTS, RESTRICTIVE_LIST_LABELS } from '@lince/contracts';
import { ScreenSection } from '../../../components/list-screen.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { listsInForceQuery } from '../api/list-imports.ts';
import { ListPanel } from '../components/list-panel.tsx';
import { LIST_FILE_HINTS } from '../lib/list-texts.ts';

/**
 * The provider's restrictive lists (LINCE_ADMIN): each public list with its version in force,
 * its history (failed imports with their reason) and the import of a new version.
 */
export default function RestrictiveListsScreen() {
  const query = useQuery(listsInForceQuery());
  return (
    <ScreenSection title="Listas restritivas">
      <Typography color="text.secondary">
        Cada importação é uma nova versão; as partes das diligências abertas são verificadas de novo
        contra a versão em vigor. Se o arquivo não tiver o layout da lista, a importação falha e a
        versão anterior continua valendo.
      </Typography>
      {query.isError && <RetryAlert error={query.error} onRetry={() => void query.refetch()} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {PUBLIC_RESTRICTIVE_LISTS.map((list) => (
          <ListPanel
            key={list}
            target={list}
            title={RESTRICTIVE_LIST_LABELS[list]}
            hint={LIST_FILE_HINTS[list]}
            inForce={query.data?.find((item) => item.list === list)}
          />
        ))}
      </Box>
    </ScreenSection>
  );
}

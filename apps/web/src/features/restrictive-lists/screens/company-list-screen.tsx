import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ScreenSection } from '../../../components/list-screen.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { listsInForceQuery } from '../api/list-imports.ts';
import { ListPanel } from '../components/list-panel.tsx';
import { COMPANY_LIST_HINT } from '../lib/list-texts.ts';

/** The company's own restrictive list (its ADMIN): the version in force, the history, the import. */
export default function CompanyListScreen() {
  const query = useQuery(listsInForceQuery());
  return (
    <ScreenSection title="Lista própria">
      <Typography color="text.secondary">
        Pessoas e empresas que a sua empresa não quer como contraparte. As partes das diligências
        abertas são verificadas contra a versão em vigor, como nas listas públicas; só a sua empresa
        vê esta lista.
      </Typography>
      {query.isError && <RetryAlert error={query.error} onRetry={() => void query.refetch()} />}
      <ListPanel
        target="EMPRESA"
        title="Lista própria da empresa"
        hint={COMPANY_LIST_HINT}
        inForce={query.data?.find((item) => item.list === 'EMPRESA')}
      />
    </ScreenSection>
  );
}

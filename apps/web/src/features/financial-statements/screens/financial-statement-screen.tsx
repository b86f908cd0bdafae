import { useCallback, useState } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { ScreenSection } from '../../../components/list-screen.tsx';
import { Icon } from '../../../components/icon.tsx';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useUrlParams } from '../../../lib/use-url-params.ts';
import { FINANCIAL_KEY } from '../api/financial-companies.ts';
import { CnpjLookup } from '../components/cnpj-lookup.tsx';
import { CompanyDialog } from '../components/company-dialog.tsx';
import { CompanyList } from '../components/company-list.tsx';
import { CompanyPanel } from '../components/company-panel.tsx';

/**
 * `/financial-statement` (ADMIN): the analysed companies by CNPJ and, for the one chosen
 * (`?company=<id>`, or `?cnpj=<cnpj>` from a diligence), its statements per fiscal year — typed
 * like a balance sheet and a DRE or imported from the XLSX template — and their analysis.
 */
export default function FinancialStatementScreen() {
  const queryClient = useQueryClient();
  const [params, setParams] = useUrlParams();
  const companyId = params.get('company');
  const cnpj = companyId ? null : params.get('cnpj');
  /** undefined: closed; a string: the CNPJ to start from ('' for none). */
  const [creating, setCreating] = useState<string | undefined>(undefined);

  const open = useCallback(
    (id: string) =>
      setParams(() => {
        const next = new URLSearchParams();
        next.set('company', id);
        return next;
      }),
    [setParams],
  );

  return (
    <ScreenSection
      title="Demonstrações financeiras"
      actions={
        <Button
          variant="contained"
          startIcon={<Icon name="plus" size={20} />}
          onClick={() => setCreating('')}
        >
          Nova empresa
        </Button>
      }
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' },
        }}
      >
        <CompanyList selectedId={companyId} onSelect={open} />
        {companyId ? (
          <CompanyPanel key={companyId} companyId={companyId} />
        ) : cnpj ? (
          <CnpjLookup cnpj={cnpj} onFound={open} onCreate={setCreating} />
        ) : (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography color="text.secondary">
              Escolha uma empresa analisada na lista ou cadastre uma nova pelo CNPJ para digitar ou
              importar as demonstrações e ver os índices.
            </Typography>
          </Paper>
        )}
      </Box>
      {creating !== undefined && (
        <CompanyDialog
          initialCnpj={creating}
          onClose={() => setCreating(undefined)}
          onOpen={(id) => {
            setCreating(undefined);
            open(id);
          }}
          onCreated={(company) => {
            setCreating(undefined);
            showSnackbar({ text: `Empresa ${company.name} cadastrada.`, color: 'success' });
            void queryClient.invalidateQueries({ queryKey: [FINANCIAL_KEY] });
            open(company._id);
          }}
        />
      )}
    </ScreenSection>
  );
}

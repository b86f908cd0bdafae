import { useQuery } from '@tanstack/react-query';
import { Box, LinearProgress, Typography } from '@mui/material';
import type { CompanySettings } from '@lince/contracts/settings';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { getSession, setSession } from '../../../lib/session.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { removeLogo } from '../api/remove-logo.ts';
import { uploadLogo } from '../api/upload-logo.ts';
import { companySettingsKey, companySettingsQuery } from '../api/get-company-settings.ts';
import { saveCompanySettings } from '../api/save-company-settings.ts';
import { LogoEditor } from '../components/logo-editor.tsx';
import { SettingsForm } from '../components/settings-form.tsx';

function store(settings: CompanySettings) {
  queryClient.setQueryData(companySettingsKey(), settings);
  // The app bar shows the company name: keep the session user in step.
  const session = getSession();
  if (session && session.company.name !== settings.company.name)
    setSession({ ...session, company: { ...session.company, name: settings.company.name } });
}

/** Settings (ADMIN only): company data, report branding, default SLA days and track. */
export default function SettingsScreen() {
  const query = useQuery(companySettingsQuery());
  return (
    <Box component="section" aria-labelledby="screen-title" sx={{ maxWidth: 1100 }}>
      <PageTitle title="Configurações" />
      <Typography id="screen-title" variant="h1" gutterBottom>
        Configurações
      </Typography>
      {query.isPending && <LinearProgress aria-label="Carregando configurações" />}
      {query.isError && <ErrorAlert>{getApiErrorMessage(query.error)}</ErrorAlert>}
      {query.data && (
        <SettingsForm
          key={query.data.company._id}
          settings={query.data}
          onSave={async (body) => {
            store(await saveCompanySettings(body));
            showSnackbar({ text: 'Configurações salvas.', color: 'success' });
          }}
          logoEditor={
            <LogoEditor
              logo={query.data.logo}
              onUpload={async (file) => {
                store(await uploadLogo(file));
                showSnackbar({ text: 'Logotipo atualizado.', color: 'success' });
              }}
              onRemove={async () => {
                store(await removeLogo());
                showSnackbar({ text: 'Logotipo removido.', color: 'success' });
              }}
            />
          }
        />
      )}
    </Box>
  );
}

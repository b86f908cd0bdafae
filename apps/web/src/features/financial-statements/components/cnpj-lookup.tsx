import { useEffect } from 'react';
import { Button, LinearProgress, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatCnpj, isValidCnpj, normalizeCnpj } from '@lince/contracts/br/cnpj';
import { FormAlert } from '../../../components/form-alert.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { nameSuggestionQuery } from '../api/financial-companies.ts';

/**
 * `?cnpj=` (from the risk heat map or a checklist): opens the analysed company of that CNPJ, or
 * offers to create it (its name suggested from the diligence that knows it).
 */
export function CnpjLookup({
  cnpj: typed,
  onFound,
  onCreate,
}: {
  cnpj: string;
  onFound: (companyId: string) => void;
  onCreate: (cnpj: string) => void;
}) {
  const valid = isValidCnpj(typed);
  const cnpj = valid ? normalizeCnpj(typed) : '';
  const lookup = useQuery({ ...nameSuggestionQuery(cnpj), enabled: valid });
  const foundId = lookup.data?.financialCompanyId ?? null;
  useEffect(() => {
    if (foundId) onFound(foundId);
  }, [foundId, onFound]);

  if (!valid) return <FormAlert>O CNPJ do endereço ({typed}) é inválido.</FormAlert>;
  if (lookup.isPending || foundId)
    return <LinearProgress aria-label={`Procurando a empresa do CNPJ ${formatCnpj(cnpj)}`} />;
  if (lookup.isError)
    return <RetryAlert error={lookup.error} onRetry={() => void lookup.refetch()} />;
  return (
    <Paper
      component="section"
      aria-labelledby="cnpj-lookup-title"
      variant="outlined"
      sx={{ p: 3, display: 'grid', gap: 1.5, justifyItems: 'start' }}
    >
      <Typography id="cnpj-lookup-title" variant="h2" sx={{ fontSize: 18, fontWeight: 600 }}>
        CNPJ {formatCnpj(cnpj)} ainda não analisado
      </Typography>
      <Typography color="text.secondary">
        {lookup.data.name
          ? `${lookup.data.name} ainda não tem demonstrações financeiras. Cadastre a empresa para digitar ou importar o balanço e a DRE.`
          : 'Nenhuma empresa analisada tem este CNPJ. Cadastre-a para digitar ou importar o balanço e a DRE.'}
      </Typography>
      <Button variant="contained" onClick={() => onCreate(cnpj)}>
        Cadastrar empresa
      </Button>
    </Paper>
  );
}

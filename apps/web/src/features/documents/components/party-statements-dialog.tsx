import { useId } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatCnpj } from '@lince/contracts/br/cnpj';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { RatioTable } from '../../../shared/financial/ratio-table.tsx';
import { StatementAmountsTable } from '../../../shared/financial/statement-amounts-table.tsx';
import { entityFinancialStatementsQuery } from '../api/entity-financial-statements.ts';

/**
 * The financial statements of a party, to read (issue 27): for the analysts who work the track's
 * "Demonstrações financeiras" check without the FinancialStatement screen, where an ADMIN keeps
 * them. The accounts by exercise, then the ratios.
 */
export function PartyStatementsDialog({
  diligenceId,
  entityId,
  onClose,
}: {
  diligenceId: string;
  entityId: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const query = useQuery(entityFinancialStatementsQuery(diligenceId, entityId));
  const data = query.data;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth>
      <DialogTitle id={titleId}>
        Demonstrações financeiras{data?.company ? ` — ${data.company.name}` : ''}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {query.isPending ? (
          <LinearProgress aria-label="Carregando as demonstrações" />
        ) : query.isError ? (
          <RetryAlert error={query.error} onRetry={() => void query.refetch()} />
        ) : !data?.company || data.items.length === 0 ? (
          <Typography>Nenhuma demonstração cadastrada para o CNPJ desta parte.</Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              CNPJ {formatCnpj(data.company.cnpj)}. Somente leitura: quem administra a empresa
              cadastra e importa as demonstrações.
            </Typography>
            <StatementAmountsTable statements={data.items} />
            <Box>
              <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
                Índices
              </Typography>
              <RatioTable years={data.analysis.years} />
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

import { useState } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { formatCnpj } from '@lince/contracts/br/cnpj';
import { CHECK_STATUS_LABELS } from '@lince/contracts/checklists';
import { canOpen } from '@lince/contracts/roles';
import { CHECK_KIND_LABELS } from '@lince/contracts/tracks';
import { Icon } from '../../../components/icon.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { entityChecksQuery } from '../../../shared/diligence/api/entity-checks.ts';
import { financialCompanyPath, financialStatementPath } from '../../../shared/diligence/links.ts';
import { entityFinancialStatusQuery } from '../api/entity-financial-status.ts';
import { PartyStatementsDialog } from './party-statements-dialog.tsx';

/** "Exercícios 2022 a 2024 cadastrados", "Exercício 2024 cadastrado". */
export function financialYearsText(years: readonly number[]): string {
  if (years.length === 0) return 'Nenhuma demonstração cadastrada';
  if (years.length === 1) return `Exercício ${years[0]} cadastrado`;
  return `Exercícios ${years.join(', ')} cadastrados`;
}

/**
 * The track's "Demonstrações financeiras" check of a PJ entity: where its statements stand (by
 * the entity's CNPJ) and the way to them — the FinancialStatement screen for whoever may open it
 * (an ADMIN, who keeps them), else the statements to read in a dialog (issue 27). Nothing when the
 * track does not ask for the check or the entity has no CNPJ.
 */
export function FinancialCheck({
  diligenceId,
  entityId,
}: {
  diligenceId: string;
  entityId: string;
}) {
  const session = useSession();
  const [reading, setReading] = useState(false);
  const checks = useQuery(entityChecksQuery(diligenceId, entityId));
  const check = checks.data?.find((c) => c.kind === 'FINANCEIRO');
  const status = useQuery({
    ...entityFinancialStatusQuery(diligenceId, entityId),
    enabled: !!check,
  });
  if (!check || !status.data?.cnpj) return null;
  const { cnpj, financialCompanyId, fiscalYears, satisfied } = status.data;
  const canSee = session !== null && canOpen(session.role, 'FinancialStatement');
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="financial-check-title"
      sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Box sx={{ mr: 'auto' }}>
        <Typography
          id="financial-check-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600 }}
        >
          Verificação: {CHECK_KIND_LABELS.FINANCEIRO}
        </Typography>
        <Typography variant="body2" color={satisfied ? 'text.primary' : 'text.secondary'}>
          CNPJ {formatCnpj(cnpj)}: {financialYearsText(fiscalYears)}.
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Verificação da trilha: {CHECK_STATUS_LABELS[check.status]}
          {check.stepTitle ? ` (${check.stepTitle})` : ''}
        </Typography>
      </Box>
      {!canSee && satisfied && (
        <Button onClick={() => setReading(true)} startIcon={<Icon name="finance" size={20} />}>
          Ver demonstrações financeiras
        </Button>
      )}
      {reading && (
        <PartyStatementsDialog
          diligenceId={diligenceId}
          entityId={entityId}
          onClose={() => setReading(false)}
        />
      )}
      {canSee && (
        <Button
          component={RouterLink}
          to={
            financialCompanyId
              ? financialCompanyPath(financialCompanyId)
              : financialStatementPath(cnpj)
          }
          startIcon={<Icon name="finance" size={20} />}
        >
          {satisfied ? 'Ver demonstrações financeiras' : 'Cadastrar demonstrações financeiras'}
        </Button>
      )}
    </Paper>
  );
}

import { useState } from 'react';
import { Box, Button, Link, List, ListItem, Paper, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { formatCnpj } from '@lince/contracts/br/cnpj';
import { DILIGENCE_STATUS_LABELS, type DiligenceStatus } from '@lince/contracts/diligences';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Icon } from '../../../components/icon.tsx';
import { EmptyText, SectionCard } from '../../../components/section-card.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { entityDocumentsPath } from '../../../shared/diligence/links.ts';
import { financialCompanyQuery } from '../api/financial-companies.ts';
import { statementListQuery } from '../api/statements.ts';
import { statementName } from '../lib/statement-form.ts';
import { useStatementWrites } from '../lib/use-statement-writes.ts';
import { AnalysisPanel } from './analysis-panel.tsx';
import { yearsText } from './company-list.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { StatementDialog } from './statement-dialog.tsx';
import { StatementsTable } from './statements-table.tsx';

const statusLabel = (status: string) =>
  DILIGENCE_STATUS_LABELS[status as DiligenceStatus] ?? status;

/**
 * One analysed company: its name and CNPJ, the diligences whose entities carry that CNPJ (each
 * entity's checklist linked), its statements by fiscal year (enter, edit, import, remove) and
 * the analysis.
 */
export function CompanyPanel({ companyId }: { companyId: string }) {
  const company = useQuery(financialCompanyQuery(companyId));
  const statements = useQuery(statementListQuery(companyId));
  const writes = useStatementWrites(companyId);
  const [importing, setImporting] = useState(false);

  if (company.isPending)
    return (
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
        <Skeleton variant="text" width="50%" />
        <Skeleton variant="rounded" height={120} />
      </Paper>
    );
  if (company.isError)
    return <RetryAlert error={company.error} onRetry={() => void company.refetch()} />;
  const c = company.data;
  const latestYear = c.fiscalYears.at(-1);
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="company-title"
        sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gap: 1.5 }}
      >
        <Box>
          <Typography id="company-title" variant="h2" sx={{ fontSize: 22, fontWeight: 600 }}>
            {c.name}
          </Typography>
          <Typography color="text.secondary">
            CNPJ {formatCnpj(c.cnpj)} · {yearsText(c.fiscalYears)}
          </Typography>
        </Box>
        <Typography variant="subtitle2" component="h3">
          Diligências com este CNPJ
        </Typography>
        {c.diligences.length === 0 ? (
          <EmptyText>Nenhuma diligência tem uma parte com este CNPJ.</EmptyText>
        ) : (
          <List dense disablePadding aria-label="Diligências com este CNPJ">
            {c.diligences.map((d) => (
              <ListItem key={d._id} disableGutters sx={{ display: 'block' }}>
                <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                  {d.code} · {d.title}
                </Typography>{' '}
                <Typography variant="body2" component="span" color="text.secondary">
                  ({statusLabel(d.status)})
                </Typography>
                {d.entities.map((e) => (
                  <Link
                    key={e._id}
                    component={RouterLink}
                    to={entityDocumentsPath(d._id, e._id)}
                    variant="body2"
                    sx={{ display: 'block', ml: 2 }}
                  >
                    Documentos de {e.name} em {d.code}
                  </Link>
                ))}
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      <SectionCard
        title="Demonstrações"
        action={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button startIcon={<Icon name="upload" size={20} />} onClick={() => setImporting(true)}>
              Importar demonstrações
            </Button>
            <Button
              variant="contained"
              startIcon={<Icon name="plus" size={20} />}
              onClick={() => writes.setEditing(null)}
            >
              Adicionar demonstração
            </Button>
          </Box>
        }
      >
        {statements.isPending ? (
          <Skeleton variant="rounded" height={96} />
        ) : statements.isError ? (
          <RetryAlert error={statements.error} onRetry={() => void statements.refetch()} />
        ) : statements.data.length === 0 ? (
          <EmptyText>
            Nenhuma demonstração cadastrada. Digite o balanço e a DRE de um exercício ou importe a
            planilha modelo com vários exercícios.
          </EmptyText>
        ) : (
          <StatementsTable
            statements={statements.data}
            onEdit={writes.setEditing}
            onRemove={writes.removal.ask}
          />
        )}
      </SectionCard>
      <AnalysisPanel companyId={companyId} />
      {writes.editing !== undefined && (
        <StatementDialog
          statement={writes.editing}
          defaultYear={latestYear ? latestYear + 1 : new Date().getFullYear() - 1}
          onClose={() => writes.setEditing(undefined)}
          onSave={writes.save}
        />
      )}
      {importing && (
        <ImportDialog
          companyId={companyId}
          onClose={() => setImporting(false)}
          onImported={() => void writes.refresh()}
        />
      )}
      <ConfirmDialog
        {...writes.removal.dialog}
        title="Remover demonstração"
        confirmLabel="Remover"
        confirmColor="error"
      >
        {writes.removal.target &&
          `A demonstração de ${statementName(writes.removal.target)} sai da análise. Esta ação não pode ser desfeita.`}
      </ConfirmDialog>
    </Box>
  );
}

import {
  Alert,
  Box,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { isLawsuitImportResult, type JobStatus } from '@lince/contracts/jobs';
import { countText } from '../lib/import-messages.ts';
import { ScrollTable } from '../../../components/scroll-table.tsx';

/** How the import's job goes: its progress while it runs, then its report or why it failed. */
export function ImportReport({ job }: { job: JobStatus | undefined }) {
  if (!job || job.state === 'PROCESSANDO') {
    const progress = job?.progress;
    const value =
      progress && progress.total > 0 ? (progress.processed / progress.total) * 100 : null;
    return (
      <Box sx={{ display: 'grid', gap: 1 }} aria-live="polite">
        <Typography>
          {progress
            ? `Lendo as linhas: ${progress.processed.toLocaleString('pt-BR')} de ${progress.total.toLocaleString('pt-BR')}…`
            : 'Importação em andamento…'}
        </Typography>
        <LinearProgress
          aria-label="Progresso da importação"
          {...(value === null ? {} : { variant: 'determinate', value })}
        />
      </Box>
    );
  }
  if (job.state === 'FALHOU')
    return (
      <Alert severity="error" role="alert">
        A importação falhou: {job.message || 'o arquivo não pôde ser lido.'}
      </Alert>
    );
  const { imported, updated, rejected, rejectedCount } = isLawsuitImportResult(job.result)
    ? job.result
    : { imported: 0, updated: 0, rejected: [], rejectedCount: 0 };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Alert severity={rejectedCount > 0 ? 'warning' : 'success'} role="status">
        Importação concluída:{' '}
        {countText(imported, 'processo importado', 'processos importados', 'nenhum processo novo')},{' '}
        {countText(updated, 'atualizado', 'atualizados', 'nenhum atualizado')} e{' '}
        {countText(rejected.length, 'linha recusada', 'linhas recusadas', 'nenhuma linha recusada')}
        .
      </Alert>
      {rejected.length > 0 && (
        <ScrollTable label="Linhas recusadas (rolagem)" sx={{ maxHeight: 280 }}>
          <Table size="small" stickyHeader aria-label="Linhas recusadas">
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600, width: 80 }}>Linha</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>Motivo</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rejected.map((r) => (
                <TableRow key={`${r.line}-${r.message}`}>
                  <TableCell>{r.line}</TableCell>
                  <TableCell>{r.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
    </Box>
  );
}

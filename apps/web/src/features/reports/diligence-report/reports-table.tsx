import {
  Box,
  Button,
  Chip,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useQuery } from '@tanstack/react-query';
import {
  REPORT_KIND_LABELS,
  REPORT_STATE_LABELS,
  type ReportItem,
  type ReportState,
} from '@lince/contracts/reports';
import { EmptyText } from '../../../components/section-card.tsx';
import { Icon } from '../../../components/icon.tsx';
import type { IconName } from '../../../components/icon-names.ts';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { downloadReport, reportsQuery } from '../api/reports-api.ts';
import { ShaCell } from '../../../shared/files/sha-cell.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';

const STATE_CHIPS: Record<ReportState, { color: 'success' | 'default' | 'error'; icon: IconName }> =
  {
    PRONTO: { color: 'success', icon: 'check-circle-outline' },
    PROCESSANDO: { color: 'default', icon: 'history' },
    FALHOU: { color: 'error', icon: 'alert-circle-outline' },
  };

function StateChip({ report }: { report: ReportItem }) {
  const chip = STATE_CHIPS[report.state];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={chip.color}
      // The text in the dark shade of its colour, readable on white (as the other outlined chips).
      sx={chip.color === 'default' ? undefined : { color: `${chip.color}.dark` }}
      icon={<Icon name={chip.icon} size={16} />}
      label={REPORT_STATE_LABELS[report.state]}
      title={report.state === 'FALHOU' ? report.message : undefined}
    />
  );
}

/** The diligence's earlier exports: who and when, the code and SHA-256, the state, the download. */
export function ReportsTable({
  diligenceId,
  diligenceCode,
}: {
  diligenceId: string;
  diligenceCode: string;
}) {
  const reports = useQuery(reportsQuery(diligenceId));
  if (reports.isPending) return <Skeleton variant="rounded" height={96} />;
  if (reports.isError)
    return <RetryAlert error={reports.error} onRetry={() => void reports.refetch()} />;
  if (reports.data.length === 0)
    return <EmptyText>Nenhum relatório exportado ainda. Exporte o primeiro acima.</EmptyText>;
  const download = (report: ReportItem) =>
    void downloadReport(diligenceId, diligenceCode, report).catch((caught: unknown) =>
      showSnackbar({ text: getApiErrorMessage(caught), color: 'error' }),
    );
  return (
    <ScrollTable label="Relatórios exportados (rolagem)">
      <Table size="small" aria-label="Relatórios exportados">
        <TableHead>
          <TableRow>
            <TableCell>Formato</TableCell>
            <TableCell>Tipo</TableCell>
            <TableCell>Emitido por</TableCell>
            <TableCell>Em</TableCell>
            <TableCell>Código de verificação</TableCell>
            <TableCell>SHA-256</TableCell>
            <TableCell>Situação</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Arquivo
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {reports.data.map((report) => (
            <TableRow key={report._id}>
              <TableCell>{report.format}</TableCell>
              <TableCell>{REPORT_KIND_LABELS[report.kind]}</TableCell>
              <TableCell>{report.createdBy}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(report.createdAt)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace' }}>
                {report.verificationCode}
              </TableCell>
              <TableCell>
                <ShaCell sha256={report.sha256} />
              </TableCell>
              <TableCell>
                <StateChip report={report} />
              </TableCell>
              <TableCell>
                {report.state === 'PRONTO' && (
                  <Button
                    size="small"
                    startIcon={<Icon name="download" size={18} />}
                    onClick={() => download(report)}
                    aria-label={`Baixar ${report.format} ${report.verificationCode}`}
                  >
                    Baixar
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}

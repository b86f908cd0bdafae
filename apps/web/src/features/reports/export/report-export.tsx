import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { REPORT_FORMATS, type ReportFormat } from '@lince/contracts/reports';
import { FormAlert } from '../../../components/form-alert.tsx';
import { Icon } from '../../../components/icon.tsx';
import type { IconName } from '../../../components/icon-names.ts';
import { useReportExport, type ExportRequest } from './use-report-export.ts';

const FORMAT_ICONS: Record<ReportFormat, IconName> = {
  PDF: 'file-pdf-box',
  DOCX: 'file-word-outline',
};

/**
 * "Exportar PDF" and "Exportar DOCX" of a report (standard or custom: `request`, or `null` while
 * the choice cannot be exported, with `blockedReason`), the running export's progress and its
 * error. Both buttons wait while an export runs.
 */
export function ReportExport({
  diligenceId,
  request,
  blockedReason,
}: {
  diligenceId: string;
  request: ExportRequest | null;
  blockedReason?: string;
}) {
  const exporting = useReportExport(diligenceId);
  const { running, progress } = exporting;
  const fraction = progress && progress.total > 0 ? progress.processed / progress.total : null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {REPORT_FORMATS.map((format) => (
          <Button
            key={format}
            variant={format === 'PDF' ? 'contained' : 'outlined'}
            startIcon={<Icon name={FORMAT_ICONS[format]} size={20} />}
            disabled={running !== null || request === null}
            aria-busy={running === format}
            onClick={() => request && void exporting.start(format, request)}
          >
            Exportar {format}
          </Button>
        ))}
      </Box>
      {request === null && blockedReason && (
        <Typography variant="body2" color="text.secondary">
          {blockedReason}
        </Typography>
      )}
      <Box role="status" aria-live="polite">
        {running && (
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <Typography variant="body2">
              {`Gerando o ${running}…`}
              {progress && progress.total > 0 && ` ${progress.processed} de ${progress.total}.`}
            </Typography>
            <LinearProgress
              variant={fraction === null ? 'indeterminate' : 'determinate'}
              value={fraction === null ? undefined : fraction * 100}
              aria-label={`Exportação do ${running}`}
            />
          </Box>
        )}
      </Box>
      {exporting.error && <FormAlert>{exporting.error}</FormAlert>}
    </Box>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { LAWSUIT_TEMPLATE_FORMATS, type LawsuitTemplateFormat } from '@lince/contracts/lawsuits';
import { FormAlert } from '../../../components/form-alert.tsx';
import { Icon } from '../../../components/icon.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { FileImportField } from '../../../shared/documents/file-import-field.tsx';
import { useFileImport } from '../../../shared/documents/use-file-import.ts';
import { jobQuery } from '../../../shared/jobs/job-query.ts';
import { downloadImportTemplate, startLawsuitImport } from '../api/import-lawsuits.ts';
import { IMPORT_ACCEPT, importErrorMessage } from '../lib/import-messages.ts';
import { ImportReport } from './import-report.tsx';

/**
 * Import lawsuits from a file (CSV, XLSX or DataJud JSON): the template to download, the file
 * chosen with a button or dropped, sent, then the job's progress and its report (imported,
 * updated, rejected lines with their reasons). `onFinished` runs once the job has ended.
 */
export function ImportDialog({
  diligenceId,
  entityId,
  onClose,
  onFinished,
}: {
  diligenceId: string;
  entityId: string;
  onClose: () => void;
  onFinished: () => void;
}) {
  const titleId = useId();
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useQuery({ ...jobQuery(jobId ?? ''), enabled: jobId !== null });
  const ended = job.data !== undefined && job.data.state !== 'PROCESSANDO';
  const finished = useRef(false);
  useEffect(() => {
    if (ended && !finished.current) {
      finished.current = true;
      onFinished();
    }
  }, [ended, onFinished]);

  const upload = useFileImport({
    send: (file, onProgress) => startLawsuitImport(diligenceId, entityId, file, onProgress),
    onSent: ({ jobId: id }) => setJobId(id),
    missingFile: 'Escolha o arquivo a importar.',
    errorMessage: importErrorMessage,
  });
  const { busy, error, setError } = upload;
  const template = (format: LawsuitTemplateFormat) =>
    void downloadImportTemplate(format).catch((caught: unknown) =>
      setError(getApiErrorMessage(caught)),
    );

  const running = busy || (jobId !== null && !ended);
  return (
    <Dialog
      open
      onClose={running ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Importar processos</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {jobId === null ? (
          <>
            <DialogContentText>
              CSV (separado por ponto e vírgula), XLSX no formato do modelo, ou o JSON do DataJud.
              Um processo já cadastrado nesta parte (mesmo número CNJ) é atualizado, não duplicado.
            </DialogContentText>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {LAWSUIT_TEMPLATE_FORMATS.map((format) => (
                <Button
                  key={format}
                  size="small"
                  startIcon={<Icon name="download" size={18} />}
                  onClick={() => template(format)}
                >
                  Baixar modelo {format.toUpperCase()}
                </Button>
              ))}
            </Box>
            <FileImportField upload={upload} accept={IMPORT_ACCEPT} label="Arquivo de processos" />
          </>
        ) : (
          <ImportReport job={job.data} />
        )}
        {error && <FormAlert>{error}</FormAlert>}
        {job.isError && !ended && (
          <RetryAlert error={job.error} onRetry={() => void job.refetch()} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={running}>
          {ended ? 'Fechar' : 'Cancelar'}
        </Button>
        {jobId === null && (
          <Button variant="contained" onClick={() => void upload.submit()} disabled={busy}>
            Importar
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

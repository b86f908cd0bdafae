import { useEffect, useId, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { isListImportResult, type JobStatus } from '@lince/contracts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { FileImportField } from '../../../shared/documents/file-import-field.tsx';
import { useFileImport } from '../../../shared/documents/use-file-import.ts';
import { jobQuery } from '../../../shared/jobs/job-query.ts';
import { startListImport, type ListTarget } from '../api/list-imports.ts';
import { listImportErrorMessage, LIST_FILE_ACCEPT } from '../lib/list-texts.ts';

/** The job's progress (bytes read, as a percentage), then the new version or why it failed. */
function ImportState({ job }: { job: JobStatus | undefined }) {
  if (!job || job.state === 'PROCESSANDO') {
    const percent = job?.progress?.total
      ? Math.floor((job.progress.processed / job.progress.total) * 100)
      : null;
    return (
      <>
        <Typography role="status">
          Importando… {percent !== null ? `${percent}% do arquivo lido` : ''}
        </Typography>
        <LinearProgress
          variant={percent !== null ? 'determinate' : 'indeterminate'}
          value={percent ?? undefined}
          aria-label="Progresso da importação"
        />
      </>
    );
  }
  if (job.state === 'FALHOU')
    return (
      <Alert severity="error" role="alert">
        A importação falhou: {job.message} A versão em vigor continua a mesma.
      </Alert>
    );
  const result = isListImportResult(job.result) ? job.result : null;
  return (
    <Alert severity="success" role="status">
      {result
        ? `Versão ${result.version} em vigor, com ${result.rows.toLocaleString('pt-BR')} ${result.rows === 1 ? 'registro' : 'registros'}.`
        : 'Importação concluída.'}
    </Alert>
  );
}

/**
 * Imports a new version of a list: the file chosen with a button or dropped (keyboard-operable),
 * sent, then the job's progress and its end. `onFinished` runs once the job has ended.
 */
export function ListImportDialog({
  target,
  title,
  hint,
  onClose,
  onFinished,
}: {
  target: ListTarget;
  title: string;
  hint: string;
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
    send: (file, onProgress) => startListImport(target, file, onProgress),
    onSent: ({ jobId: id }) => setJobId(id),
    missingFile: 'Escolha o arquivo a importar.',
    errorMessage: listImportErrorMessage,
  });
  const running = upload.busy || (jobId !== null && !ended);
  return (
    <Dialog
      open
      onClose={running ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {jobId === null ? (
          <>
            <DialogContentText>{hint}</DialogContentText>
            <FileImportField upload={upload} accept={LIST_FILE_ACCEPT} label="Arquivo da lista" />
          </>
        ) : (
          <ImportState job={job.data} />
        )}
        {upload.error && <FormAlert>{upload.error}</FormAlert>}
        {job.isError && !ended && (
          <RetryAlert error={job.error} onRetry={() => void job.refetch()} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={upload.busy}>
          {ended ? 'Fechar' : jobId !== null ? 'Fechar e acompanhar na lista' : 'Cancelar'}
        </Button>
        {jobId === null && (
          <Button variant="contained" onClick={() => void upload.submit()} disabled={upload.busy}>
            Importar
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

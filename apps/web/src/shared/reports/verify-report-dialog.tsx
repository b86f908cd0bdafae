import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  LinearProgress,
  TextField,
} from '@mui/material';
import type { VerifyReportResponse } from '@lince/contracts/reports';
import { normalizeReportCode } from '@lince/contracts/reports';
import { FormAlert } from '../../components/form-alert.tsx';
import { getApiErrorMessage } from '../../lib/api-error.ts';
import { FileDropZone } from '../documents/file-drop-zone.tsx';
import { uploadErrorMessage } from '../documents/upload.ts';
import { VERIFY_ACCEPT, verifyReportCode, verifyReportFile } from './verify-report.ts';
import { VerifyResult } from './verify-result.tsx';

export const INVALID_CODE_MESSAGE =
  'Código inválido: são 10 letras e números no formato XXXX-XXXX-XX, como no rodapé das páginas.';

type Answer = { by: 'file' | 'code'; result: VerifyReportResponse };

/**
 * "Verificar relatório": a PDF or DOCX dropped or chosen (its SHA-256 is compared with the
 * exports') or the code printed on the pages; the answer tells which diligence, format, author and
 * time it is, or that it does not match. With `initialCode` (from the global search) the code is
 * checked at once.
 */
export function VerifyReportDialog({
  initialCode,
  onClose,
}: {
  initialCode?: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [code, setCode] = useState(initialCode ?? '');
  const [sending, setSending] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);

  const run = async (by: Answer['by'], ask: () => Promise<VerifyReportResponse>) => {
    setError(null);
    setAnswer(null);
    setSending(0);
    try {
      setAnswer({ by, result: await ask() });
    } catch (caught) {
      setError(by === 'file' ? uploadErrorMessage(caught) : getApiErrorMessage(caught));
    } finally {
      setSending(null);
    }
  };
  const checkFile = (chosen: File) => {
    setFile(chosen);
    void run('file', () => verifyReportFile(chosen, setSending));
  };
  const checkCode = (typed: string) => {
    const normal = normalizeReportCode(typed);
    if (!normal) {
      setAnswer(null);
      return setError(INVALID_CODE_MESSAGE);
    }
    setCode(normal);
    void run('code', () => verifyReportCode(normal));
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    checkCode(code);
  };

  const asked = useRef(false);
  useEffect(() => {
    if (initialCode && !asked.current) {
      asked.current = true;
      checkCode(initialCode);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the code it opened with.
  }, [initialCode]);

  const busy = sending !== null;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Verificar relatório</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          Envie o arquivo exportado (PDF ou DOCX) para conferir se é idêntico ao emitido, ou informe
          o código de verificação impresso no rodapé das páginas.
        </DialogContentText>
        <FileDropZone
          file={file}
          onFile={checkFile}
          accept={VERIFY_ACCEPT}
          label="Relatório a verificar (PDF ou DOCX)"
          prompt="Arraste o relatório (PDF ou DOCX) para cá ou escolha-o."
          disabled={busy}
        />
        <Divider>ou</Divider>
        <Box
          component="form"
          noValidate
          onSubmit={submitCode}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <TextField
            label="Código de verificação"
            placeholder="XXXX-XXXX-XX"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 40, autoComplete: 'off', spellCheck: false } }}
            sx={{ flex: '1 1 220px' }}
          />
          <Button type="submit" variant="outlined" disabled={busy} sx={{ mt: 1 }}>
            Verificar código
          </Button>
        </Box>
        {sending !== null && (
          <LinearProgress
            variant={sending > 0 && sending < 1 ? 'determinate' : 'indeterminate'}
            value={sending * 100}
            aria-label="Verificando"
          />
        )}
        {error && <FormAlert>{error}</FormAlert>}
        {answer && <VerifyResult result={answer.result} by={answer.by} onNavigate={onClose} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

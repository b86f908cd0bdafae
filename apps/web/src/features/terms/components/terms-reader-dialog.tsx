import { useEffect, useId, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import type { CurrentTerms } from '@lince/contracts/terms';
import { FormAlert } from '../../../components/form-alert.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/format.ts';
import { getCurrentTerms } from '../api/get-current-terms.ts';
import { MarkdownView } from './markdown-view.tsx';

/** The current terms of use, readable by everyone from the user menu. */
export default function TermsReaderDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const [current, setCurrent] = useState<CurrentTerms | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    getCurrentTerms()
      .then((data) => alive && setCurrent(data))
      .catch((caught: unknown) => alive && setError(getApiErrorMessage(caught)));
    return () => {
      alive = false;
    };
  }, []);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{current?.terms?.title ?? 'Termos de uso'}</DialogTitle>
      <DialogContent dividers>
        {!current && !error && <LinearProgress aria-label="Carregando os termos" />}
        {error && <FormAlert>{error}</FormAlert>}
        {current && !current.terms && (
          <Typography>Ainda não há termos de uso publicados.</Typography>
        )}
        {current?.terms && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Versão {current.terms.version}, publicada em {formatDate(current.terms.publishedAt)}.
              {current.acceptedVersion === current.terms.version && ' Você aceitou esta versão.'}
            </Typography>
            <MarkdownView text={current.terms.text} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

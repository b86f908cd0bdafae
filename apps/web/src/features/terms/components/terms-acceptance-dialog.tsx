import { useId, useState } from 'react';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import type { CurrentTerms } from '@lince/contracts/terms';
import { FormAlert } from '../../../components/form-alert.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/format.ts';
import { acceptTerms } from '../api/accept-terms.ts';
import { MarkdownView } from './markdown-view.tsx';

export interface TermsAcceptanceDialogProps {
  terms: NonNullable<CurrentTerms['terms']>;
  onAccepted: () => void;
  onLogout: () => void;
}

/**
 * The blocking dialog of a newly published version: it cannot be dismissed (no Escape, no click
 * outside) — only "Aceitar" or "Sair".
 */
export default function TermsAcceptanceDialog({
  terms,
  onAccepted,
  onLogout,
}: TermsAcceptanceDialogProps) {
  const titleId = useId();
  const textId = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const accept = async () => {
    setPending(true);
    setError(null);
    try {
      await acceptTerms(terms.version);
      onAccepted();
    } catch (caught) {
      setError(getApiErrorMessage(caught));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      open
      onClose={() => undefined}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="md"
      fullWidth
      scroll="paper"
    >
      <DialogTitle id={titleId}>{terms.title}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          Os termos de uso foram atualizados (versão {terms.version}, publicada em{' '}
          {formatDate(terms.publishedAt)}). Para continuar usando o Lince, leia e aceite os termos.
        </DialogContentText>
        {error && <FormAlert>{error}</FormAlert>}
        <MarkdownView text={terms.text} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onLogout} disabled={pending}>
          Sair
        </Button>
        <Button
          variant="contained"
          onClick={() => void accept()}
          disabled={pending}
          startIcon={
            pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
          }
        >
          Aceitar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

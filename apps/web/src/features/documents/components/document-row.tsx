import { useRef } from 'react';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Link,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Document } from '@lince/contracts/documents';
import { Icon } from '../../../components/icon.tsx';
import { ExpiryBadge } from '../../../shared/documents/document-badges.tsx';
import { DocumentStatusChip } from '../../../shared/documents/document-status-chip.tsx';
import { expiryWarning } from '../../../shared/documents/expiry.ts';
import { FilesInput } from '../../../shared/documents/files-input.tsx';
import { useFileDrop } from '../../../shared/documents/use-file-drop.ts';
import { allowingDuplicate } from '../../../shared/documents/upload.ts';
import { useUpload } from '../../../shared/documents/use-upload.ts';
import { documentFilesUrl } from '../api/upload-document-file.ts';
import { documentAnalysisPath } from '../../../shared/diligence/links.ts';
import { useReadingWatch } from '../lib/use-reading-watch.ts';
import { DayOrProposed, ResultOrProposed } from './proposed-value.tsx';

export interface DocumentRowProps {
  diligenceId: string;
  document: Document;
  /** The diligence's due date (`aaaa-mm-dd`) and today, for the expiry badges. */
  dueDate: string | null;
  today: string;
  onUploaded: (document: Document) => void;
  onWaive: (document: Document) => void;
  onUndoWaiver: (document: Document) => void;
  /** "Aplicar leitura": the document takes its reading's proposal. */
  onApplyReading: (document: Document) => void;
}

const fileCount = (n: number) => (n === 0 ? 'Nenhum' : n === 1 ? '1 arquivo' : `${n} arquivos`);

/**
 * One document of the checklist: files dropped on the row (or chosen with "Enviar arquivo") are
 * uploaded into it, one after the other, with a progress bar; an error (413, 415…) is shown in
 * the row in the API's words.
 */
export function DocumentRow({
  diligenceId,
  document: doc,
  dueDate,
  today,
  onUploaded,
  onWaive,
  onUndoWaiver,
  onApplyReading,
}: DocumentRowProps) {
  const input = useRef<HTMLInputElement>(null);
  const watch = useReadingWatch(diligenceId, doc);
  const { state, upload, reset } = useUpload<Document>();
  const busy = state.status === 'uploading';
  const waived = doc.status === 'DISPENSADO';
  /** The document after an upload (none: it failed, the state says why). */
  const received = (saved: Document | undefined) => {
    if (!saved) return false;
    onUploaded(saved);
    watch.uploaded(saved);
    return true;
  };
  const send = async (files: File[]) => {
    for (const file of files)
      if (!received(await upload(documentFilesUrl(diligenceId, doc._id), file))) return;
  };
  /** A file the party already has, kept anyway. */
  const sendAnyway = async ({ url, file }: { url: string; file: File }) =>
    received(await upload(allowingDuplicate(url), file));
  const { dragging, dropProps } = useFileDrop((files) => void send(files), busy || waived);
  const warning = expiryWarning(doc, dueDate, today);
  const name = doc.documentTypeName;
  const proposal = doc.readingProposal;

  return (
    <TableRow
      {...dropProps}
      data-testid="documento"
      hover
      sx={
        dragging
          ? { outline: 2, outlineColor: 'primary.main', outlineOffset: -2, bgcolor: 'action.hover' }
          : undefined
      }
    >
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        {!doc.required && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
            (opcional)
          </Typography>
        )}
        {proposal?.documentTypeName && (
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', fontStyle: 'italic' }}
          >
            Tipo proposto pela leitura: {proposal.documentTypeName}
          </Typography>
        )}
        {watch.reading && (
          <Typography
            role="status"
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block' }}
          >
            Lendo o documento…
          </Typography>
        )}
        {waived && doc.waiverJustification && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            Dispensado: {doc.waiverJustification}
          </Typography>
        )}
        {dragging && (
          <Typography variant="caption" color="primary" sx={{ display: 'block' }}>
            Solte para enviar a {name}
          </Typography>
        )}
        {state.status === 'uploading' && (
          <Box sx={{ mt: 1 }}>
            <LinearProgress
              variant="determinate"
              value={state.progress}
              aria-label={`Enviando ${state.fileName} para ${name}`}
            />
            <Typography variant="caption" color="text.secondary">
              Enviando {state.fileName}: {state.progress}%
            </Typography>
          </Box>
        )}
        {state.status === 'error' && (
          <Alert
            severity="error"
            role="alert"
            onClose={reset}
            slotProps={{ closeButton: { 'aria-label': 'Fechar o aviso de erro' } }}
            sx={{ mt: 1, py: 0 }}
          >
            {state.fileName}: {state.message}
            {state.duplicate && (
              <Button
                color="inherit"
                size="small"
                sx={{ ml: 1 }}
                onClick={() => void sendAnyway(state.duplicate!)}
                aria-label={`Enviar mesmo assim ${state.fileName}`}
              >
                Enviar mesmo assim
              </Button>
            )}
          </Alert>
        )}
      </TableCell>
      <TableCell>
        <DocumentStatusChip status={doc.status} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <DayOrProposed document={doc} field="issuedAt" />
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'grid', justifyItems: 'start', gap: 0.5 }}>
          <DayOrProposed document={doc} field="validUntil" />
          {warning && <ExpiryBadge warning={warning} />}
        </Box>
      </TableCell>
      <TableCell>
        <ResultOrProposed document={doc} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{fileCount(doc.files.length)}</TableCell>
      <TableCell align="right">
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
          {proposal && (
            <Button
              size="small"
              variant="outlined"
              onClick={() => onApplyReading(doc)}
              aria-label={`Aplicar leitura em ${name}`}
            >
              Aplicar leitura
            </Button>
          )}
          {!waived && (
            <Button
              size="small"
              startIcon={<Icon name="upload" size={18} />}
              onClick={() => input.current?.click()}
              disabled={busy}
              aria-label={`Enviar arquivo para ${name}`}
            >
              Enviar arquivo
            </Button>
          )}
          <FilesInput
            ref={input}
            label={`Arquivo para ${name}`}
            onFiles={(files) => void send(files)}
          />
          {waived ? (
            <Button
              size="small"
              onClick={() => onUndoWaiver(doc)}
              aria-label={`Desfazer dispensa de ${name}`}
            >
              Desfazer dispensa
            </Button>
          ) : (
            doc.required && (
              <Button size="small" onClick={() => onWaive(doc)} aria-label={`Dispensar ${name}`}>
                Dispensar
              </Button>
            )
          )}
          <Link
            component={RouterLink}
            to={documentAnalysisPath(diligenceId, doc._id)}
            aria-label={`Analisar ${name}`}
            variant="body2"
            sx={{ alignSelf: 'center', whiteSpace: 'nowrap' }}
          >
            Analisar
          </Link>
        </Box>
      </TableCell>
    </TableRow>
  );
}

import { useId, useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { FormAlert } from '../../../components/form-alert.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { documentFileUrl } from '../../../shared/documents/api/document-url.ts';
import { useFileBlobUrl } from '../../../shared/documents/file-blob.ts';
import { fileKindLabel, formatFileSize } from '../../../shared/documents/format-size.ts';
import { Document, Page } from '../../../shared/documents/pdf.ts';
import type { EntityFile } from '../api/list-entity-files.ts';

/** Pages of a PDF shown in the preview (the analysis screen shows them all). */
const PREVIEW_PAGES = 3;

const Loading = () => (
  <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
    <CircularProgress aria-label="Carregando a visualização" />
  </Box>
);

/** "Visualizar": an image, or the first pages of a PDF; other files are downloaded. */
export function FilePreviewDialog({
  diligenceId,
  file,
  onDownload,
  onClose,
}: {
  diligenceId: string;
  file: EntityFile;
  onDownload: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [pages, setPages] = useState(0);
  const drawable = file.mimeType.startsWith('image/') || file.mimeType === 'application/pdf';
  const blob = useFileBlobUrl(
    drawable ? documentFileUrl(diligenceId, file.documentId, file._id) : null,
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {file.name}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {file.documentTypeName} · {fileKindLabel(file.mimeType)} · {formatFileSize(file.size)}
        </Typography>
        {!drawable ? (
          <Typography>
            Este tipo de arquivo não tem visualização aqui. Baixe-o para abrir no seu computador.
          </Typography>
        ) : blob.status === 'loading' ? (
          <Loading />
        ) : blob.status === 'error' ? (
          <FormAlert>{getApiErrorMessage(blob.error)}</FormAlert>
        ) : file.mimeType === 'application/pdf' ? (
          <Box
            sx={{ display: 'grid', gap: 2, justifyItems: 'center', '& canvas': { boxShadow: 2 } }}
          >
            <Document
              file={blob.blob}
              loading={<Loading />}
              error={<FormAlert>Não foi possível abrir este PDF.</FormAlert>}
              onLoadSuccess={(pdf) => setPages(pdf.numPages)}
            >
              {Array.from({ length: Math.min(pages, PREVIEW_PAGES) }, (_, i) => (
                <Box key={i} sx={{ mb: 2 }}>
                  <Page
                    pageNumber={i + 1}
                    width={720}
                    renderTextLayer={false}
                    renderAnnotationLayer={false}
                  />
                </Box>
              ))}
            </Document>
            {pages > PREVIEW_PAGES && (
              <Typography variant="body2" color="text.secondary">
                Mostrando {PREVIEW_PAGES} de {pages} páginas. Baixe o arquivo para ver todas.
              </Typography>
            )}
          </Box>
        ) : (
          <Box
            component="img"
            src={blob.url}
            alt={file.name}
            sx={{ maxWidth: '100%', justifySelf: 'center' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onDownload}>Baixar</Button>
        <Button variant="contained" onClick={onClose}>
          Fechar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

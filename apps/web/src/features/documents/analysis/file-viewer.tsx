import { useImperativeHandle, useState, type Ref } from 'react';
import { Alert, Box, LinearProgress, Paper, Tab, Tabs, Typography } from '@mui/material';
import type { Document, DocumentFile } from '@lince/contracts/documents';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useWidth } from '../../../lib/use-width.ts';
import { documentFileUrl } from '../../../shared/documents/api/document-url.ts';
import { downloadFile, useFileBlobUrl } from '../../../shared/documents/file-blob.ts';
import { PdfPages } from './pdf-pages.tsx';
import { ViewerToolbar } from './viewer-toolbar.tsx';
import { FIT_WIDTH, effectiveScale, stepZoom, type Zoom } from './viewer-zoom.ts';

/** What the screen's shortcuts ask of the viewer. */
export interface ViewerControls {
  previousPage: () => void;
  nextPage: () => void;
  zoomIn: () => void;
  zoomOut: () => void;
}

const viewable = (file: DocumentFile) =>
  file.mimeType === 'application/pdf' || file.mimeType.startsWith('image/');

/** One file: PDF pages or an image with zoom, or (DOCX, XLSX) a download. */
function FileView({
  diligenceId,
  documentId,
  file,
  controls,
}: {
  diligenceId: string;
  documentId: string;
  file: DocumentFile;
  controls: Ref<ViewerControls>;
}) {
  // Fetched with the session; each opening is a view in the audit trail (FILE_VIEWED).
  const content = useFileBlobUrl(
    viewable(file) ? documentFileUrl(diligenceId, documentId, file._id) : null,
  );
  const area = useWidth();
  const [zoom, setZoom] = useState<Zoom>(FIT_WIDTH);
  const [natural, setNatural] = useState<number | null>(null);
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const available = Math.max(0, area.width - 16);
  const scale = effectiveScale(zoom, natural, available);
  const goTo = (n: number) => setPage(Math.min(Math.max(1, n), Math.max(1, pages)));

  useImperativeHandle(controls, () => ({
    previousPage: () => goTo(page - 1),
    nextPage: () => goTo(page + 1),
    zoomIn: () => setZoom(stepZoom(scale, 1)),
    zoomOut: () => setZoom(stepZoom(scale, -1)),
  }));

  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(documentFileUrl(diligenceId, documentId, file._id, true), file.name);
    } catch (error) {
      showSnackbar({ text: getApiErrorMessage(error), color: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <ViewerToolbar
        pages={pages > 0 ? { page, pages, onPage: goTo } : null}
        scale={viewable(file) && natural ? scale : null}
        onZoomIn={() => setZoom(stepZoom(scale, 1))}
        onZoomOut={() => setZoom(stepZoom(scale, -1))}
        onFitWidth={() => setZoom(FIT_WIDTH)}
        onDownload={() => void download()}
        downloading={downloading}
      />
      <Box
        ref={area.ref}
        role="region"
        aria-label={`Arquivo ${file.name}`}
        tabIndex={0}
        sx={{
          overflow: 'auto',
          height: { xs: '70vh', lg: 'calc(100vh - 220px)' },
          minHeight: 360,
          bgcolor: 'grey.100',
          borderRadius: 1,
          p: 1,
          '& .react-pdf__Page': { mx: 'auto', boxShadow: 2, width: 'fit-content' },
        }}
      >
        {!viewable(file) ? (
          <Box sx={{ p: 4, display: 'grid', gap: 1, justifyItems: 'center', textAlign: 'center' }}>
            <Typography>{file.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              Este tipo de arquivo não é exibido aqui: use “Baixar” para abri-lo.
            </Typography>
          </Box>
        ) : content.status === 'loading' ? (
          <LinearProgress aria-label="Carregando o arquivo" />
        ) : content.status === 'error' ? (
          <Alert severity="error">{getApiErrorMessage(content.error)}</Alert>
        ) : file.mimeType === 'application/pdf' ? (
          <PdfPages
            file={content.blob}
            page={Math.min(page, Math.max(1, pages))}
            width={natural ? natural * scale : available}
            onLoaded={setPages}
            onPageMeasured={setNatural}
          />
        ) : (
          <Box
            component="img"
            src={content.url}
            alt={`Imagem ${file.name}`}
            onLoad={(e) => setNatural(e.currentTarget.naturalWidth)}
            sx={{ display: 'block', mx: 'auto', maxWidth: 'none' }}
            style={{ width: natural ? natural * scale : '100%' }}
          />
        )}
      </Box>
    </Box>
  );
}

/** The document's files (tabs when several), each in its viewer. */
export function FileViewer({
  diligenceId,
  document,
  controls,
}: {
  diligenceId: string;
  document: Document;
  controls: Ref<ViewerControls>;
}) {
  const [selected, setSelected] = useState(0);
  const files = document.files;
  if (files.length === 0)
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography>Nenhum arquivo enviado para este documento.</Typography>
        <Typography variant="body2" color="text.secondary">
          Envie o arquivo pela lista de documentos da parte.
        </Typography>
      </Paper>
    );
  const index = Math.min(selected, files.length - 1);
  const file = files[index]!;
  return (
    <Paper variant="outlined" sx={{ p: 1, display: 'grid', gap: 1, minWidth: 0 }}>
      {files.length > 1 && (
        <Tabs
          value={index}
          onChange={(_, value: number) => setSelected(value)}
          variant="scrollable"
          aria-label="Arquivos do documento"
        >
          {files.map((f) => (
            <Tab key={f._id} label={f.name} sx={{ textTransform: 'none' }} />
          ))}
        </Tabs>
      )}
      <FileView
        key={file._id}
        diligenceId={diligenceId}
        documentId={document._id}
        file={file}
        controls={controls}
      />
    </Paper>
  );
}

import { Alert, LinearProgress } from '@mui/material';
import 'react-pdf/dist/Page/TextLayer.css';
import { Document as PdfDocument, Page } from '../../../shared/documents/pdf.ts';

/**
 * One page of a PDF, drawn by pdf.js with its text layer (the text can be selected and copied;
 * links and form fields are not drawn: no annotation layer). `width`: the page's width in CSS
 * pixels, or null to draw it as wide as `fallbackWidth` until the first page is measured.
 */
export function PdfPages({
  file,
  page,
  width,
  onLoaded,
  onPageMeasured,
}: {
  file: Blob;
  page: number;
  width: number;
  /** The number of pages, once the file is open. */
  onLoaded: (pages: number) => void;
  /** The page's own width at 100% (PDF points as CSS pixels), to compute "ajustar à largura". */
  onPageMeasured: (naturalWidth: number) => void;
}) {
  return (
    <PdfDocument
      file={file}
      onLoadSuccess={(pdf) => onLoaded(pdf.numPages)}
      loading={<LinearProgress aria-label="Abrindo o PDF" />}
      error={<Alert severity="error">Não foi possível abrir este PDF.</Alert>}
      noData={<Alert severity="info">Nenhum arquivo.</Alert>}
    >
      <Page
        pageNumber={page}
        width={Math.max(1, Math.round(width))}
        renderAnnotationLayer={false}
        renderTextLayer
        onLoadSuccess={(p) => onPageMeasured(p.originalWidth)}
        loading={<LinearProgress aria-label="Desenhando a página" />}
        error={<Alert severity="error">Não foi possível desenhar esta página.</Alert>}
      />
    </PdfDocument>
  );
}

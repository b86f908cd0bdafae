import { Box, CircularProgress } from '@mui/material';
import { Icon } from '../../../components/icon.tsx';
import { documentFileUrl } from '../../../shared/documents/api/document-url.ts';
import { useFileBlobUrl } from '../../../shared/documents/file-blob.ts';
import { Document, Page } from '../../../shared/documents/pdf.ts';
import { useVisibleOnce } from '../../../shared/documents/use-visible.ts';
import type { EntityFile } from '../api/list-entity-files.ts';

export const THUMBNAIL_HEIGHT = 168;

const isImage = (file: EntityFile) => file.mimeType.startsWith('image/');
const isPdf = (file: EntityFile) => file.mimeType === 'application/pdf';

export const fileIcon = (file: EntityFile) =>
  isPdf(file) ? 'file-pdf-box' : isImage(file) ? 'file-image-outline' : 'file-outline';

function Placeholder({ file, busy }: { file: EntityFile; busy?: boolean }) {
  return busy ? (
    <CircularProgress size={24} aria-hidden />
  ) : (
    <Box sx={{ color: 'text.secondary' }}>
      <Icon name={fileIcon(file)} size={48} />
    </Box>
  );
}

/**
 * A card's picture: an image, or a PDF's first page drawn in the browser (react-pdf); an icon for
 * other files. Fetched only once the card comes near the viewport.
 */
export function FileThumbnail({ diligenceId, file }: { diligenceId: string; file: EntityFile }) {
  const { ref, visible } = useVisibleOnce<HTMLDivElement>();
  const drawable = isImage(file) || isPdf(file);
  const blob = useFileBlobUrl(
    visible && drawable ? documentFileUrl(diligenceId, file.documentId, file._id) : null,
  );
  return (
    <Box
      ref={ref}
      aria-hidden
      sx={{
        height: THUMBNAIL_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        bgcolor: 'grey.100',
        '& canvas': { display: 'block', boxShadow: 1 },
      }}
    >
      {!drawable || blob.status === 'error' ? (
        <Placeholder file={file} />
      ) : blob.status === 'loading' ? (
        <Placeholder file={file} busy={visible} />
      ) : isImage(file) ? (
        <Box
          component="img"
          src={blob.url}
          alt=""
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        />
      ) : (
        <Document
          file={blob.blob}
          loading={<Placeholder file={file} busy />}
          error={<Placeholder file={file} />}
        >
          <Page
            pageNumber={1}
            height={THUMBNAIL_HEIGHT - 16}
            renderTextLayer={false}
            renderAnnotationLayer={false}
            loading={<Placeholder file={file} busy />}
          />
        </Document>
      )}
    </Box>
  );
}

import { Box, Card, CardActions, CardContent, Typography } from '@mui/material';
import { fileKindLabel, formatFileSize } from '../../../shared/documents/format-size.ts';
import type { EntityFile } from '../api/list-entity-files.ts';
import { FileActionButtons, type FileActions } from './file-actions.tsx';
import { FileThumbnail } from './file-thumbnail.tsx';

/** The data room as cards with thumbnails. */
export function FilesGrid({
  diligenceId,
  files,
  onPreview,
  onDownload,
}: { diligenceId: string; files: EntityFile[] } & FileActions) {
  return (
    <Box
      component="ul"
      aria-label="Arquivos da parte"
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
      }}
    >
      {files.map((file) => (
        <Card component="li" key={file._id} variant="outlined" aria-label={file.name}>
          <FileThumbnail diligenceId={diligenceId} file={file} />
          <CardContent sx={{ pb: 0, display: 'grid', gap: 0.25 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={file.name}>
              {file.name}
            </Typography>
            <Typography
              variant="caption"
              color="text.secondary"
              noWrap
              title={file.documentTypeName}
            >
              {file.documentTypeName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {fileKindLabel(file.mimeType)} · {formatFileSize(file.size)}
            </Typography>
          </CardContent>
          <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
            <FileActionButtons file={file} onPreview={onPreview} onDownload={onDownload} />
          </CardActions>
        </Card>
      ))}
    </Box>
  );
}

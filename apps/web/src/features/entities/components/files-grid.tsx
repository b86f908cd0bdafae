import {
  Box,
  Card,
  CardActions,
  CardContent,
  IconButton,
  Tooltip,
  Typography,
} from '@mui/material';
import { Icon } from '../../../components/icon.tsx';
import { fileKindLabel, formatFileSize } from '../../../shared/documents/format-size.ts';
import type { EntityFile } from '../api/list-entity-files.ts';
import { FileThumbnail } from './file-thumbnail.tsx';

export interface FileActions {
  onPreview: (file: EntityFile) => void;
  onDownload: (file: EntityFile) => void;
}

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
            <Tooltip title="Visualizar">
              <IconButton
                size="small"
                aria-label={`Visualizar ${file.name}`}
                onClick={() => onPreview(file)}
              >
                <Icon name="eye-outline" size={20} />
              </IconButton>
            </Tooltip>
            <Tooltip title="Baixar">
              <IconButton
                size="small"
                aria-label={`Baixar ${file.name}`}
                onClick={() => onDownload(file)}
              >
                <Icon name="download" size={20} />
              </IconButton>
            </Tooltip>
          </CardActions>
        </Card>
      ))}
    </Box>
  );
}

import { useState } from 'react';
import {
  Box,
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { RowActions } from '../../../components/row-action.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { fileKindLabel, formatFileSize } from '../../../shared/documents/format-size.ts';
import type { EntityFile } from '../api/list-entity-files.ts';
import { FileActionButtons, type FileActions } from './file-actions.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';

const HEADERS = [
  'Nome',
  'Documento',
  'Tipo',
  'Tamanho',
  'Enviado por',
  'Enviado em',
  'SHA-256',
  'Ações',
];

/** The SHA-256 of a file, shown when asked ("Mostrar SHA-256"): 64 characters that fill a row. */
function Sha256({ file }: { file: EntityFile }) {
  const [shown, setShown] = useState(false);
  return shown ? (
    <Box
      component="code"
      sx={{ fontSize: '0.75rem', wordBreak: 'break-all', display: 'block', maxWidth: 260 }}
    >
      {file.sha256}
    </Box>
  ) : (
    <Button
      size="small"
      onClick={() => setShown(true)}
      aria-label={`Mostrar SHA-256 de ${file.name}`}
    >
      Mostrar SHA-256
    </Button>
  );
}

/** The data room as a list: name, document, type, size, who sent it and when, SHA-256 on demand. */
export function FilesTable({
  files,
  onPreview,
  onDownload,
}: { files: EntityFile[] } & FileActions) {
  return (
    <Paper variant="outlined">
      <ScrollTable label="Arquivos da parte (rolagem)">
        <Table size="small" aria-label="Arquivos da parte">
          <TableHead>
            <TableRow>
              {HEADERS.map((label) => (
                <TableCell
                  key={label}
                  align={label === 'Ações' || label === 'Tamanho' ? 'right' : undefined}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {files.map((file) => (
              <TableRow key={file._id} hover>
                <TableCell sx={{ minWidth: 180, overflowWrap: 'anywhere' }}>
                  <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                    {file.name}
                  </Typography>
                </TableCell>
                <TableCell sx={{ minWidth: 160 }}>{file.documentTypeName}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{fileKindLabel(file.mimeType)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatFileSize(file.size)}
                </TableCell>
                <TableCell>{file.uploadedBy?.name ?? '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(file.uploadedAt)}
                </TableCell>
                <TableCell>
                  <Sha256 file={file} />
                </TableCell>
                <TableCell align="right">
                  <RowActions>
                    <FileActionButtons file={file} onPreview={onPreview} onDownload={onDownload} />
                  </RowActions>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollTable>
    </Paper>
  );
}

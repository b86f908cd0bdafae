import { useRef } from 'react';
import { Box, Button, LinearProgress, Paper, Typography } from '@mui/material';
import type { Document } from '@lince/contracts/documents';
import type { DocumentType } from '@lince/contracts/document-types';
import { Icon } from '../../../components/icon.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { formatFileSize } from '../../../shared/documents/format-size.ts';
import { FilesInput } from '../../../shared/documents/files-input.tsx';
import { useFileDrop } from '../../../shared/documents/use-file-drop.ts';
import type { QueueItem } from '../lib/upload-queue.ts';
import { ClassifyFile } from './classify-file.tsx';

const STATUS_TEXT = {
  AGUARDANDO: 'Aguardando',
  ENVIANDO: 'Enviando',
  ENVIADO: 'Enviado',
  FALHOU: 'Falhou',
} as const;

function QueueRow({
  item,
  diligenceId,
  types,
  onRetry,
  onClassified,
}: {
  item: QueueItem<Document>;
  diligenceId: string;
  types: DocumentType[];
  onRetry: () => void;
  onClassified: (document: Document) => void;
}) {
  const name = item.file.name;
  return (
    <Box
      component="li"
      aria-label={name}
      sx={{ display: 'grid', gap: 1, py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatFileSize(item.file.size)} · {STATUS_TEXT[item.status]}
          {item.status === 'ENVIANDO' ? ` (${item.progress}%)` : ''}
        </Typography>
      </Box>
      {(item.status === 'ENVIANDO' || item.status === 'AGUARDANDO') && (
        <LinearProgress
          variant="determinate"
          value={item.progress}
          aria-label={`Envio de ${name}`}
        />
      )}
      {item.status === 'FALHOU' && (
        <RetryAlert
          message={item.error ?? undefined}
          onRetry={onRetry}
          retryLabel={`Tentar novamente ${name}`}
        />
      )}
      {item.status === 'ENVIADO' && item.result && (
        <ClassifyFile
          diligenceId={diligenceId}
          document={item.result}
          fileName={name}
          types={types}
          onClassified={onClassified}
        />
      )}
    </Box>
  );
}

/**
 * "Enviar arquivos": many files dropped at once (or chosen with the button) go up a few at a time,
 * each with its progress bar, then its classification; a failure shows its message and
 * "Tentar novamente" without stopping the others.
 */
export function BulkUpload({
  diligenceId,
  items,
  types,
  onFiles,
  onRetry,
  onClear,
  onClassified,
}: {
  diligenceId: string;
  items: QueueItem<Document>[];
  types: DocumentType[];
  onFiles: (files: File[]) => void;
  onRetry: (key: string) => void;
  onClear: () => void;
  onClassified: (document: Document) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { dragging, dropProps } = useFileDrop(onFiles);
  const finished = items.some((i) => i.status === 'ENVIADO' || i.status === 'FALHOU');
  return (
    <Paper
      {...dropProps}
      component="section"
      aria-labelledby="envio-titulo"
      variant="outlined"
      data-testid="envio-de-arquivos"
      sx={{
        p: 2,
        display: 'grid',
        gap: 1,
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : undefined,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Icon name="upload" size={28} />
        <Box sx={{ mr: 'auto' }}>
          <Typography id="envio-titulo" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
            Enviar arquivos
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {dragging
              ? 'Solte os arquivos para enviá-los.'
              : 'Arraste vários arquivos para cá ou escolha-os. Depois, classifique cada um; sem classificação, ficam como “Outros”.'}
          </Typography>
        </Box>
        {finished && <Button onClick={onClear}>Limpar concluídos</Button>}
        <Button variant="outlined" onClick={() => input.current?.click()}>
          Escolher arquivos
        </Button>
        <FilesInput ref={input} label="Arquivos para enviar" onFiles={onFiles} />
      </Box>
      {items.length > 0 && (
        <Box component="ul" aria-label="Arquivos enviados" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {items.map((item) => (
            <QueueRow
              key={item.key}
              item={item}
              diligenceId={diligenceId}
              types={types}
              onRetry={() => onRetry(item.key)}
              onClassified={onClassified}
            />
          ))}
        </Box>
      )}
    </Paper>
  );
}

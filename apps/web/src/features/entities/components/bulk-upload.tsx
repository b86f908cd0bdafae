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
import { useBulkClassification, type ClassificationRow } from '../lib/use-bulk-classification.ts';
import { ClassifyAll } from './classify-all.tsx';
import { ClassifyFile } from './classify-file.tsx';
import { DuplicateFileAlert } from './duplicate-file-alert.tsx';

const STATUS_TEXT = {
  AGUARDANDO: 'Aguardando',
  ENVIANDO: 'Enviando',
  ENVIADO: 'Enviado',
  FALHOU: 'Falhou',
  DUPLICADO: 'Já está na sala',
} as const;

/** What one queued file can do besides its classification. */
export interface QueueActions {
  onRetry: (key: string) => void;
  onSendAnyway: (key: string) => void;
  onSkip: (key: string) => void;
}

function QueueRow({
  item,
  row,
  diligenceId,
  types,
  actions,
  onChoose,
  onClassify,
}: {
  item: QueueItem<Document>;
  row: ClassificationRow | undefined;
  diligenceId: string;
  types: DocumentType[];
  actions: QueueActions;
  onChoose: (typeId: string) => void;
  onClassify: () => void;
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
          onRetry={() => actions.onRetry(item.key)}
          retryLabel={`Tentar novamente ${name}`}
        />
      )}
      {item.status === 'DUPLICADO' && (
        <DuplicateFileAlert
          diligenceId={diligenceId}
          fileName={name}
          duplicates={item.duplicates}
          onSendAnyway={() => actions.onSendAnyway(item.key)}
          onSkip={() => actions.onSkip(item.key)}
        />
      )}
      {row && (
        <ClassifyFile
          diligenceId={diligenceId}
          row={row}
          types={types}
          onChoose={onChoose}
          onClassify={onClassify}
        />
      )}
    </Box>
  );
}

/**
 * "Enviar arquivos": many files dropped at once (or chosen with the button) go up a few at a time,
 * each with its progress bar, then its classification (the reading's proposal preselected;
 * "Classificar todos" files them all at once); a failure shows its message and "Tentar novamente"
 * without stopping the others; a file the party already has waits for "Enviar mesmo assim" or
 * "Pular".
 */
export function BulkUpload({
  diligenceId,
  items,
  types,
  onFiles,
  actions,
  onClear,
  onClassified,
}: {
  diligenceId: string;
  items: QueueItem<Document>[];
  types: DocumentType[];
  onFiles: (files: File[]) => void;
  actions: QueueActions;
  onClear: () => void;
  onClassified: (document: Document) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { dragging, dropProps } = useFileDrop(onFiles);
  const classification = useBulkClassification(
    diligenceId,
    items,
    types.map((t) => t._id),
    onClassified,
  );
  const typeName = (id: string) => types.find((t) => t._id === id)?.name ?? 'Outros';
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
              : 'Arraste vários arquivos para cá ou escolha-os. Depois, classifique cada um ou todos de uma vez; sem classificação, ficam como “Outros”.'}
          </Typography>
        </Box>
        {finished && <Button onClick={onClear}>Limpar concluídos</Button>}
        <Button variant="outlined" onClick={() => input.current?.click()}>
          Escolher arquivos
        </Button>
        <FilesInput ref={input} label="Arquivos para enviar" onFiles={onFiles} />
      </Box>
      {classification.rows.length > 1 && (
        <ClassifyAll
          rows={classification.toClassify}
          reading={classification.reading}
          typeName={typeName}
          onConfirm={classification.classifyAll}
        />
      )}
      {items.length > 0 && (
        <Box component="ul" aria-label="Arquivos enviados" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {items.map((item) => {
            const row = classification.rows.find((r) => r.key === item.key);
            return (
              <QueueRow
                key={item.key}
                item={item}
                row={row}
                diligenceId={diligenceId}
                types={types}
                actions={actions}
                onChoose={(typeId) => classification.choose(item.key, typeId)}
                onClassify={() => row && classification.classify(row)}
              />
            );
          })}
        </Box>
      )}
    </Paper>
  );
}

import { useCallback, useState } from 'react';
import {
  Box,
  Button,
  LinearProgress,
  Paper,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { Icon } from '../../../components/icon.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { entityQuery } from '../../../shared/diligence/api/get-entity.ts';
import { invalidateDiligence } from '../../../shared/diligence/api/invalidate-diligence.ts';
import { entityDocumentsPath } from '../../../shared/diligence/links.ts';
import { EntityScreenFrame } from '../../../shared/diligence/components/entity-screen-frame.tsx';
import { EntitySummary } from '../../../shared/diligence/components/entity-summary.tsx';
import { activeDocumentTypesQuery } from '../../../shared/documents/api/list-active-document-types.ts';
import { documentFileUrl } from '../../../shared/documents/api/document-url.ts';
import { downloadFile } from '../../../shared/documents/file-blob.ts';
import { downloadEntityZip } from '../api/download-entity-zip.ts';
import { entityFilesQuery, type EntityFile } from '../api/list-entity-files.ts';
import { BulkUpload } from '../components/bulk-upload.tsx';
import { FilePreviewDialog } from '../components/file-preview-dialog.tsx';
import { FilesGrid } from '../components/files-grid.tsx';
import { FilesTable } from '../components/files-table.tsx';
import { useUploadQueue } from '../lib/use-upload-queue.ts';

const PAGE_SIZES = [24, 48, 96];

/** A file name without the characters file systems refuse. */
const safeName = (text: string) => text.replace(/[\\/:*?"<>|]+/g, ' ').trim();

/**
 * `/diligence/:id/entity/:entityId/docs`: the entity's data room. Every file, as a grid of
 * thumbnails or a list, paged by the server; preview, download, everything as one ZIP; bulk
 * upload with a classification per file. `?vista=lista` shows the list.
 */
export default function EntityDocsScreen() {
  const { diligenceId: id = '', entityId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = searchParams.get('vista') === 'lista' ? 'lista' : 'grade';
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const [previewing, setPreviewing] = useState<EntityFile | null>(null);
  const [zipping, setZipping] = useState(false);
  const queryClient = useQueryClient();
  const e = useQuery(entityQuery(id, entityId)).data;
  const files = useQuery(entityFilesQuery(id, entityId, { page, pageSize }));
  const types = (useQuery(activeDocumentTypesQuery()).data ?? [])
    .filter((t) => !e || t.appliesTo === 'AMBOS' || t.appliesTo === e.kind)
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));

  /**
   * A file sent or classified: the file pages and the checklist of this entity are stale, and so
   * is the diligence (its first file moves it from "A iniciar" to "Coleta de documentos").
   */
  const refresh = useCallback(() => {
    void invalidateDiligence(queryClient, id);
  }, [queryClient, id]);
  const queue = useUploadQueue(id, entityId, refresh);

  const download = (file: EntityFile) =>
    void downloadFile(documentFileUrl(id, file.documentId, file._id, true), file.name).catch(
      (error: unknown) => showSnackbar({ text: getApiErrorMessage(error), color: 'error' }),
    );
  const downloadAll = async () => {
    if (!e) return;
    setZipping(true);
    try {
      await downloadEntityZip(id, entityId, `${safeName(`Arquivos - ${e.name}`)}.zip`);
    } catch (error) {
      showSnackbar({ text: getApiErrorMessage(error), color: 'error' });
    } finally {
      setZipping(false);
    }
  };

  const documentsPath = entityDocumentsPath(id, entityId);
  const total = files.data?.total ?? 0;
  return (
    <EntityScreenFrame
      diligenceId={id}
      entityId={entityId}
      trail={(entity) => [
        ...(entity ? [{ label: `Documentos de ${entity.name}`, to: documentsPath }] : []),
        { label: 'Arquivos' },
      ]}
    >
      {({ entity }) => (
        <>
          <EntitySummary
            entity={entity}
            headingId="entity-title"
            actions={
              <>
                <Button
                  component={RouterLink}
                  to={documentsPath}
                  startIcon={<Icon name="clipboard-check-outline" size={20} />}
                >
                  Documentos da parte
                </Button>
                <Button
                  variant="contained"
                  startIcon={<Icon name="folder-zip-outline" size={20} />}
                  onClick={() => void downloadAll()}
                  disabled={zipping || total === 0}
                  aria-busy={zipping}
                >
                  {zipping ? 'Preparando o ZIP…' : 'Baixar tudo (ZIP)'}
                </Button>
              </>
            }
          />
          <BulkUpload
            diligenceId={id}
            items={queue.items}
            types={types}
            onFiles={queue.add}
            actions={{
              onRetry: queue.retry,
              onSendAnyway: queue.sendAnyway,
              onSkip: queue.skip,
            }}
            onClear={queue.clearFinished}
            onClassified={() => {
              refresh();
              void invalidateDiligence(queryClient, id);
            }}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
            <Typography variant="h3" sx={{ fontSize: '1.125rem', mr: 'auto' }}>
              Arquivos{files.data ? ` (${total})` : ''}
            </Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              aria-label="Forma de exibição"
              onChange={(_, next: string | null) => {
                if (!next) return;
                const params = new URLSearchParams(searchParams);
                if (next === 'lista') params.set('vista', 'lista');
                else params.delete('vista');
                setSearchParams(params, { replace: true });
              }}
            >
              <ToggleButton value="grade" aria-label="Grade">
                <Icon name="view-grid-outline" size={20} />
                <Box component="span" sx={{ ml: 1 }}>
                  Grade
                </Box>
              </ToggleButton>
              <ToggleButton value="lista" aria-label="Lista">
                <Icon name="view-list-outline" size={20} />
                <Box component="span" sx={{ ml: 1 }}>
                  Lista
                </Box>
              </ToggleButton>
            </ToggleButtonGroup>
          </Box>
          {files.isPending ? (
            <Paper variant="outlined" sx={{ p: 3 }}>
              <LinearProgress aria-label="Carregando os arquivos" />
            </Paper>
          ) : files.isError ? (
            <RetryAlert error={files.error} onRetry={() => void files.refetch()} />
          ) : total === 0 ? (
            <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
              <Typography variant="h4" sx={{ fontSize: '1.0625rem', mb: 1 }}>
                Nenhum arquivo ainda
              </Typography>
              <Typography color="text.secondary">
                Envie arquivos acima ou pelos documentos da parte.
              </Typography>
            </Paper>
          ) : (
            <Box sx={{ display: 'grid', gap: 1 }}>
              {view === 'grade' ? (
                <FilesGrid
                  diligenceId={id}
                  files={files.data.items}
                  onPreview={setPreviewing}
                  onDownload={download}
                />
              ) : (
                <FilesTable
                  files={files.data.items}
                  onPreview={setPreviewing}
                  onDownload={download}
                />
              )}
              <ListPagination
                total={total}
                page={page}
                pageSize={pageSize}
                pageSizes={PAGE_SIZES}
                onPageChange={setPage}
                onPageSizeChange={(size) => {
                  setPageSize(size);
                  setPage(1);
                }}
                label="Arquivos por página:"
              />
            </Box>
          )}
          {previewing && (
            <FilePreviewDialog
              diligenceId={id}
              file={previewing}
              onDownload={() => download(previewing)}
              onClose={() => setPreviewing(null)}
            />
          )}
        </>
      )}
    </EntityScreenFrame>
  );
}

import { useState } from 'react';
import { Box, Button, LinearProgress, Paper, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import type { Document } from '@lince/contracts/documents';
import { Icon } from '../../../components/icon.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { invalidateDiligence } from '../../../shared/diligence/api/invalidate-diligence.ts';
import { entityFilesPath } from '../../../shared/diligence/links.ts';
import { EntityScreenFrame } from '../../../shared/diligence/components/entity-screen-frame.tsx';
import { EntitySummary } from '../../../shared/diligence/components/entity-summary.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { FindingsPanel } from '../../../shared/findings/findings-panel.tsx';
import { ScreeningPanel } from '../../../shared/screening/screening-panel.tsx';
import { todayInBrasilia } from '../../../shared/documents/expiry.ts';
import { addDocument } from '../api/add-document.ts';
import { applyReadings } from '../api/apply-readings.ts';
import { appliedMessage } from '../lib/applied-message.ts';
import { entityDocumentListKey, entityDocumentListQuery } from '../api/list-entity-documents.ts';
import { undoWaiver } from '../api/undo-waiver.ts';
import { waiveDocument } from '../api/waive-document.ts';
import { AddDocumentDialog } from '../components/add-document-dialog.tsx';
import { DocumentGroups } from '../components/document-groups.tsx';
import { FinancialCheck } from '../components/financial-check.tsx';
import { WaiveDialog } from '../components/waive-dialog.tsx';
import { groupDocuments } from '../lib/group-documents.ts';

/**
 * `/diligence/:id/entity/:entityId`: the entity's checklist, grouped by track step, with upload
 * into a row, extra documents, waivers and the way to each document's analysis. One request for
 * the whole list (no per-row request).
 */
export default function DocumentsScreen() {
  const { diligenceId: id = '', entityId = '' } = useParams();
  const queryClient = useQueryClient();
  const documents = useQuery(entityDocumentListQuery(id, entityId));
  const [adding, setAdding] = useState(false);
  const [waiving, setWaiving] = useState<Document | null>(null);

  /** The documents as the API answered them, in place; then the diligence's parts (progress, overview). */
  const saved = async (...docs: Document[]) => {
    queryClient.setQueryData<Document[]>(entityDocumentListKey(id, entityId), (list = []) => {
      const byId = new Map(docs.map((doc) => [doc._id, doc]));
      const added = docs.filter((doc) => !list.some((d) => d._id === doc._id));
      return [...list.map((d) => byId.get(d._id) ?? d), ...added];
    });
    await invalidateDiligence(queryClient, id);
  };

  /** "Aplicar leitura" (one row) and "Aplicar leitura a todos": saved at once, then said. */
  const applyReading = async (docs: Document[]) => {
    try {
      const { items, skipped } = await applyReadings(
        id,
        docs.map((d) => d._id),
      );
      if (items.length) await saved(...items);
      showSnackbar(appliedMessage(docs, items.length, skipped));
    } catch (error) {
      showSnackbar({ text: getApiErrorMessage(error), color: 'error' });
    }
  };
  const proposed = documents.data?.filter((d) => d.readingProposal) ?? [];

  const today = todayInBrasilia();
  const groups = documents.data ? groupDocuments(documents.data) : [];
  return (
    <EntityScreenFrame
      diligenceId={id}
      entityId={entityId}
      trail={(e) => [{ label: e ? `Documentos de ${e.name}` : 'Documentos' }]}
    >
      {({ diligence, entity: e }) => (
        <>
          <EntitySummary
            entity={e}
            headingId="entity-title"
            actions={
              <>
                <Button
                  component={RouterLink}
                  to={entityFilesPath(id, entityId)}
                  startIcon={<Icon name="folder-outline" size={20} />}
                >
                  Arquivos da parte
                </Button>
                <Button
                  variant="contained"
                  startIcon={<Icon name="plus" size={20} />}
                  onClick={() => setAdding(true)}
                  disabled={!documents.data}
                >
                  Adicionar documento
                </Button>
              </>
            }
          />
          <FinancialCheck diligenceId={id} entityId={entityId} />
          <ScreeningPanel diligenceId={id} entityId={entityId} />
          {documents.isPending ? (
            <Paper variant="outlined" sx={{ p: 3 }}>
              <LinearProgress aria-label="Carregando os documentos" />
            </Paper>
          ) : documents.isError ? (
            <RetryAlert error={documents.error} onRetry={() => void documents.refetch()} />
          ) : groups.length === 0 ? (
            <Paper
              variant="outlined"
              sx={{ p: 4, display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}
            >
              <Typography variant="h3" sx={{ fontSize: '1.125rem' }}>
                Nenhum documento nesta parte
              </Typography>
              <Typography color="text.secondary">
                A trilha da diligência não exige documentos desta parte. Adicione os que quiser
                analisar.
              </Typography>
              <Button variant="outlined" onClick={() => setAdding(true)}>
                Adicionar documento
              </Button>
            </Paper>
          ) : (
            <>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
                  Arraste arquivos para a linha do documento ou use “Enviar arquivo”. PDF, PNG,
                  JPEG, DOCX ou XLSX.
                </Typography>
                {proposed.length > 1 && (
                  <Button
                    variant="outlined"
                    startIcon={<Icon name="text-recognition" size={20} />}
                    onClick={() => void applyReading(proposed)}
                  >
                    Aplicar leitura a todos ({proposed.length})
                  </Button>
                )}
              </Box>
              <DocumentGroups
                groups={groups}
                diligenceId={id}
                dueDate={diligence.dueDate}
                today={today}
                onUploaded={(doc) => void saved(doc)}
                onWaive={setWaiving}
                onApplyReading={(doc) => void applyReading([doc])}
                onUndoWaiver={(doc) =>
                  void undoWaiver(id, doc._id).then(
                    async (undone) => {
                      await saved(undone);
                      showSnackbar({
                        text: `Dispensa de ${doc.documentTypeName} desfeita.`,
                        color: 'success',
                      });
                    },
                    (error: unknown) =>
                      showSnackbar({ text: getApiErrorMessage(error), color: 'error' }),
                  )
                }
              />
            </>
          )}
          <SectionCard title="Apontamentos da parte">
            <FindingsPanel diligenceId={id} entityId={entityId} />
          </SectionCard>
          {adding && (
            <AddDocumentDialog
              entityKind={e.kind}
              onClose={() => setAdding(false)}
              onSubmit={async (documentTypeId) => {
                const doc = await addDocument(id, entityId, documentTypeId);
                setAdding(false);
                await saved(doc);
                showSnackbar({
                  text: `Documento “${doc.documentTypeName}” adicionado.`,
                  color: 'success',
                });
              }}
            />
          )}
          {waiving && (
            <WaiveDialog
              documentName={waiving.documentTypeName}
              onClose={() => setWaiving(null)}
              onSubmit={async (justification) => {
                const doc = await waiveDocument(id, waiving._id, justification);
                setWaiving(null);
                await saved(doc);
                showSnackbar({
                  text: `Documento “${doc.documentTypeName}” dispensado.`,
                  color: 'success',
                });
              }}
            />
          )}
        </>
      )}
    </EntityScreenFrame>
  );
}

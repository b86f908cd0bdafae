import { useRef, useState } from 'react';
import { Box, Chip, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import type { Document } from '@lince/contracts/documents';
import { FormAlert } from '../../../components/form-alert.tsx';
import { getApiErrorMessage, getApiErrorStatus } from '../../../lib/api-error.ts';
import { diligenceQuery } from '../../../shared/diligence/api/get-diligence.ts';
import { entityQuery } from '../../../shared/diligence/api/get-entity.ts';
import { DiligenceHeader } from '../../../shared/diligence/components/diligence-header.tsx';
import {
  DiligenceLoadError,
  DiligenceLoading,
} from '../../../shared/diligence/components/diligence-load-state.tsx';
import { EntityNotFound } from '../../../shared/diligence/components/entity-not-found.tsx';
import { DocumentStatusChip } from '../../../shared/documents/document-status-chip.tsx';
import { documentQuery } from '../../../shared/documents/api/get-document.ts';
import { entityDocumentListQuery } from '../api/list-entity-documents.ts';
import { AnalysisPanel, type AnalysisControls } from '../analysis/analysis-panel.tsx';
import { DocumentFindings } from '../analysis/document-findings.tsx';
import { DocumentPager, neighbours } from '../analysis/document-pager.tsx';
import { newlyProposes } from '../analysis/finding-proposal.ts';
import { FileViewer, type ViewerControls } from '../analysis/file-viewer.tsx';
import { ShortcutsHelp, useAnalysisShortcuts } from '../analysis/shortcuts-help.tsx';
import { documentAnalysisPath, entityDocumentsPath } from '../../../shared/diligence/links.ts';

function DocumentNotFound({ diligenceId, error }: { diligenceId: string; error: unknown }) {
  return getApiErrorStatus(error) === 404 ? (
    <EntityNotFound
      diligenceId={diligenceId}
      message="Este documento não existe ou não está (mais) nesta diligência."
    />
  ) : (
    <FormAlert>{getApiErrorMessage(error)}</FormAlert>
  );
}

/**
 * `/diligence/:diligenceId/:documentId`: one document's analysis. The file viewer on the left;
 * on the right the analysis form, the reading's proposal and the document's findings; the
 * previous and next documents of the entity (the checklist's order) and keyboard shortcuts.
 */
export default function DocumentAnalysisScreen() {
  const { diligenceId = '', documentId = '' } = useParams();
  const navigate = useNavigate();
  const diligence = useQuery(diligenceQuery(diligenceId));
  const document = useQuery(documentQuery(diligenceId, documentId));
  const entityId = document.data?.entityId ?? '';
  const entity = useQuery({ ...entityQuery(diligenceId, entityId), enabled: !!entityId });
  const siblings = useQuery({
    ...entityDocumentListQuery(diligenceId, entityId),
    enabled: !!entityId,
  });
  const viewer = useRef<ViewerControls>(null);
  const analysis = useRef<AnalysisControls>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  /** The document whose save just proposed a finding (its dialog opens). */
  const [proposingFor, setProposingFor] = useState<string | null>(null);

  const go = (target: Document | null) => {
    if (target) void navigate(documentAnalysisPath(diligenceId, target._id));
  };
  const around = neighbours(siblings.data ?? [], documentId);
  useAnalysisShortcuts({
    previousDocument: () => go(around.previous),
    nextDocument: () => go(around.next),
    previousPage: () => viewer.current?.previousPage(),
    nextPage: () => viewer.current?.nextPage(),
    zoomIn: () => viewer.current?.zoomIn(),
    zoomOut: () => viewer.current?.zoomOut(),
    save: () => analysis.current?.save(),
    approve: () => analysis.current?.approve(),
    help: () => setHelpOpen(true),
  });

  if (diligence.isPending) return <DiligenceLoading />;
  if (diligence.isError)
    return <DiligenceLoadError error={diligence.error} onRetry={() => void diligence.refetch()} />;

  const d = document.data;
  const e = entity.data;
  return (
    <Box component="section" aria-labelledby="screen-title" sx={{ display: 'grid', gap: 3 }}>
      <DiligenceHeader
        diligence={diligence.data}
        current="entities"
        foldOnPhone
        trail={[
          ...(e ? [{ label: e.name, to: entityDocumentsPath(diligenceId, e._id) }] : []),
          { label: d?.documentTypeName ?? 'Documento' },
        ]}
      />
      {document.isError ? (
        <DocumentNotFound diligenceId={diligenceId} error={document.error} />
      ) : !d || entity.isPending ? (
        <LinearProgress aria-label="Carregando o documento" />
      ) : entity.isError ? (
        <FormAlert>{getApiErrorMessage(entity.error)}</FormAlert>
      ) : !e ? (
        <EntityNotFound diligenceId={diligenceId} />
      ) : (
        <Box
          component="section"
          aria-labelledby="documento-titulo"
          sx={{ display: 'grid', gap: 2 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Box sx={{ mr: 'auto', minWidth: 0 }}>
              <Typography variant="overline" color="text.secondary" component="p">
                {e.name}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography id="documento-titulo" variant="h2" sx={{ fontSize: '1.375rem' }}>
                  {d.documentTypeName}
                </Typography>
                <DocumentStatusChip status={d.status} />
                {d.required && <Chip size="small" variant="outlined" label="Obrigatório" />}
              </Box>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              {siblings.data && (
                <DocumentPager
                  diligenceId={diligenceId}
                  documents={siblings.data}
                  documentId={documentId}
                />
              )}
              <ShortcutsHelp
                open={helpOpen}
                onOpen={() => setHelpOpen(true)}
                onClose={() => setHelpOpen(false)}
              />
            </Box>
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
            }}
          >
            <FileViewer key={d._id} diligenceId={diligenceId} document={d} controls={viewer} />
            <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
              <AnalysisPanel
                key={d._id}
                diligenceId={diligenceId}
                document={d}
                entity={e}
                dueDate={diligence.data.dueDate}
                controls={analysis}
                onSaved={(saved, before) => {
                  if (newlyProposes(saved, before)) setProposingFor(saved._id);
                }}
              />
              <DocumentFindings
                key={`findings-${d._id}`}
                diligenceId={diligenceId}
                document={d}
                entityName={e.name}
                proposing={proposingFor === d._id}
                onPropose={() => setProposingFor(d._id)}
                onProposalClose={() => setProposingFor(null)}
              />
            </Box>
          </Box>
        </Box>
      )}
    </Box>
  );
}

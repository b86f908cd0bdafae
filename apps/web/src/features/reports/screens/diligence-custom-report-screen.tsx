import { useMemo, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import type { ReportPreviewRequest, ReportTemplate } from '@lince/contracts/reports';
import { Icon } from '../../../components/icon.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { diligenceQuery } from '../../../shared/diligence/api/get-diligence.ts';
import { DiligenceHeader } from '../../../shared/diligence/components/diligence-header.tsx';
import {
  DiligenceLoadError,
  DiligenceLoading,
} from '../../../shared/diligence/components/diligence-load-state.tsx';
import { diligenceReportPath } from '../../../shared/diligence/links.ts';
import { previewQuery } from '../api/reports-api.ts';
import { EntityPicker } from '../custom/entity-picker.tsx';
import { defaultRows, fromTemplate, toLayout, type LayoutRow } from '../custom/layout.ts';
import { LayoutList } from '../custom/layout-list.tsx';
import { TemplateBar } from '../custom/template-bar.tsx';
import { ReportExport } from '../export/report-export.tsx';
import { PreviewPanel } from '../preview/preview-panel.tsx';

/** Quiet time after the last change before the preview is asked again. */
export const PREVIEW_DEBOUNCE_MS = 600;

export const NO_SECTION_MESSAGE = 'Escolha ao menos uma seção para pré-visualizar e exportar.';

/**
 * `/diligence/:id/custom-report`: the sections chosen and ordered (drag and drop or the
 * keyboard), the entities covered, free-text blocks in Markdown between sections, the company's
 * templates (load, save, rename, delete), the preview (asked again a moment after each change)
 * and the export to PDF or DOCX of exactly what is previewed.
 */
export default function DiligenceCustomReportScreen() {
  const { id = '' } = useParams();
  const diligence = useQuery(diligenceQuery(id));
  const [rows, setRows] = useState<LayoutRow[]>(defaultRows);
  const [entityIds, setEntityIds] = useState<string[] | null>(null);
  const [templateId, setTemplateId] = useState<string | null>(null);

  const layout = useMemo(() => toLayout(rows), [rows]);
  const request = useMemo<ReportPreviewRequest | null>(
    () =>
      layout.sections.length === 0
        ? null
        : {
            kind: 'PERSONALIZADO',
            sections: layout.sections,
            blocks: layout.blocks,
            ...(entityIds ? { entityIds } : {}),
          },
    [layout, entityIds],
  );
  const debounced = useDebouncedValue(request, PREVIEW_DEBOUNCE_MS);
  const preview = useQuery({
    ...previewQuery(id, debounced ?? { kind: 'PERSONALIZADO' }),
    enabled: diligence.isSuccess && debounced !== null,
  });

  if (diligence.isPending) return <DiligenceLoading />;
  if (diligence.isError)
    return <DiligenceLoadError error={diligence.error} onRetry={() => void diligence.refetch()} />;

  const load = (template: ReportTemplate | null) => {
    setTemplateId(template?._id ?? null);
    setRows(template ? fromTemplate(template) : defaultRows());
  };
  return (
    <Box component="section" aria-labelledby="screen-title" sx={{ display: 'grid', gap: 2 }}>
      <DiligenceHeader
        diligence={diligence.data}
        current="report"
        trail={[
          { label: 'Relatório', to: diligenceReportPath(id) },
          { label: 'Relatório personalizado' },
        ]}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
        }}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          <SectionCard
            title="Conteúdo"
            action={
              <Button
                component={RouterLink}
                to={diligenceReportPath(id)}
                startIcon={<Icon name="arrow-left" size={20} />}
              >
                Relatório padrão
              </Button>
            }
          >
            <TemplateBar
              layout={request ? { sections: layout.sections, blocks: layout.blocks } : null}
              loadedId={templateId}
              onLoad={load}
            />
            <Typography variant="body2" color="text.secondary">
              Marque as seções do relatório e ordene-as arrastando ou com os botões de mover. Blocos
              de texto entram entre as seções.
            </Typography>
            <LayoutList rows={rows} onChange={setRows} />
          </SectionCard>
          <SectionCard title="Partes">
            <EntityPicker diligenceId={id} chosen={entityIds} onChange={setEntityIds} />
          </SectionCard>
          <SectionCard title="Exportar">
            <ReportExport diligenceId={id} request={request} blockedReason={NO_SECTION_MESSAGE} />
          </SectionCard>
        </Box>
        <SectionCard title="Prévia">
          <PreviewPanel
            preview={preview}
            idle={
              request === null ? (
                <Typography color="text.secondary">{NO_SECTION_MESSAGE}</Typography>
              ) : undefined
            }
          />
        </SectionCard>
      </Box>
    </Box>
  );
}

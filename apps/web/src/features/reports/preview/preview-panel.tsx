import { useMemo, type ReactNode } from 'react';
import { Box, LinearProgress, Skeleton } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReportDocument } from '@lince/contracts/report-document';
import { ReportPreview } from './report-preview.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';

/** The preview query's page, with its loading, refreshing and error states. */
export function PreviewPanel({
  preview,
  idle,
}: {
  preview: UseQueryResult<ReportDocument>;
  /** Shown instead when there is nothing to preview (e.g. no section chosen). */
  idle?: ReactNode;
}) {
  // The page is drawn again only when the model changes, not on every edit of the choices.
  const page = useMemo(
    () => preview.data && <ReportPreview document={preview.data} headingLevel={3} />,
    [preview.data],
  );
  if (idle) return <>{idle}</>;
  return (
    <Box sx={{ display: 'grid', gap: 1 }} aria-busy={preview.isFetching}>
      {preview.isError && (
        <RetryAlert error={preview.error} onRetry={() => void preview.refetch()} />
      )}
      {preview.isFetching && preview.data && <LinearProgress aria-label="Atualizando a prévia" />}
      {preview.data ? (
        <Box sx={{ bgcolor: 'action.hover', p: { xs: 1, sm: 3 }, borderRadius: 1 }}>{page}</Box>
      ) : preview.isPending ? (
        <Skeleton variant="rounded" height={480} aria-label="Carregando a prévia" />
      ) : null}
    </Box>
  );
}

import { Box, Button, Skeleton, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ACTIVITY_ACTION_LABELS } from '@lince/contracts/activities';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { EmptyText } from '../../../components/section-card.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { timelineQuery } from '../api/get-timeline.ts';
import { describeActivity } from './describe-activity.ts';
import { plainListSx } from './sight-cards.tsx';

export const TIMELINE_PAGE_SIZE = 20;

/** The diligence's and its entities' audit trail, newest first, one page more per "Carregar mais". */
export function ActivityTimeline({ diligenceId }: { diligenceId: string }) {
  const query = useInfiniteQuery(timelineQuery(diligenceId, TIMELINE_PAGE_SIZE));

  if (query.isPending)
    return (
      <Box aria-busy="true" aria-label="Carregando a linha do tempo">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={48} />
        ))}
      </Box>
    );
  if (!query.data) return <RetryAlert error={query.error} onRetry={() => void query.refetch()} />;

  const items = query.data.pages.flatMap((page) => page.items);
  const total = query.data.pages[0]?.total ?? 0;
  if (items.length === 0) return <EmptyText>Nenhuma atividade registrada.</EmptyText>;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box component="ol" aria-label="Atividades da diligência" sx={{ ...plainListSx, gap: 1.5 }}>
        {items.map((activity) => {
          const description = describeActivity(activity);
          return (
            <Box
              component="li"
              key={activity._id}
              sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 1.5 }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {ACTIVITY_ACTION_LABELS[activity.action] ?? activity.action}
              </Typography>
              {description && (
                <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                  {description}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary">
                {activity.user?.name ?? 'Sistema'} ·{' '}
                <time dateTime={activity.at}>{formatDateTime(activity.at)}</time>
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="caption" color="text.secondary">
          {items.length} de {total} {total === 1 ? 'atividade' : 'atividades'}
        </Typography>
        {query.hasNextPage && (
          <Button
            variant="outlined"
            size="small"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
          >
            Carregar mais
          </Button>
        )}
      </Box>
      {query.isFetchNextPageError && <ErrorAlert>{getApiErrorMessage(query.error)}</ErrorAlert>}
    </Box>
  );
}

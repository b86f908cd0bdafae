import { queryOptions } from '@tanstack/react-query';
import type { TrackReviewList } from '@lince/contracts/track-diff';
import { api } from '../../../lib/api-client.ts';

/** `GET /v1/tracks/review`: versions under review, each with its diff and `canApprove`. */
export async function listReviewTracks(): Promise<TrackReviewList> {
  return (await api.get<TrackReviewList>('/tracks/review')).data;
}

export const reviewTracksKey = () => ['tracks-review'] as const;

export const reviewTracksQuery = () =>
  queryOptions({ queryKey: reviewTracksKey(), queryFn: listReviewTracks });

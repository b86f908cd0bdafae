import type { TrackListItem, TrackStatus } from '@lince/contracts/tracks';
import { pagedList } from '../../../lib/paged-list.ts';

export interface TrackListParams {
  page: number;
  pageSize: number;
  search?: string | undefined;
  status?: TrackStatus | undefined;
}

/** `GET /v1/tracks` (ADMIN): the company's live track versions. */
export const {
  fetchPage: listTracks,
  listKey: trackListKey,
  listQuery: trackListQuery,
} = pagedList<TrackListParams, TrackListItem>('tracks', '/tracks');

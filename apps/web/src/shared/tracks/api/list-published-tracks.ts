import { queryOptions } from '@tanstack/react-query';
import type { TrackListItem } from '@lince/contracts/tracks';
import { api } from '../../../lib/api-client.ts';

/** `GET /v1/tracks/published`: the tracks any user of the company may give a diligence. */
export async function listPublishedTracks(): Promise<TrackListItem[]> {
  return (await api.get<{ items: TrackListItem[] }>('/tracks/published')).data.items;
}

export const publishedTracksKey = () => ['tracks', 'published'] as const;

export const publishedTracksQuery = () =>
  queryOptions({ queryKey: publishedTracksKey(), queryFn: listPublishedTracks });

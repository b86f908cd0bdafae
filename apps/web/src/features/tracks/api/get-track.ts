import { queryOptions } from '@tanstack/react-query';
import type { Track } from '@lince/contracts/tracks';
import { api } from '../../../lib/api-client.ts';
import { trackUrl } from './track-url.ts';

/** `GET /v1/tracks/:id`: one version, its steps, history and what the caller may do. */
export async function getTrack(id: string): Promise<Track> {
  return (await api.get<Track>(trackUrl(id))).data;
}

export const trackKey = (id: string) => ['track', id] as const;

export const trackQuery = (id: string) =>
  queryOptions({ queryKey: trackKey(id), queryFn: () => getTrack(id) });

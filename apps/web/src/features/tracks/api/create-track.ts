import type { Track, TrackInput } from '@lince/contracts/tracks';
import { api } from '../../../lib/api-client.ts';

/** `POST /v1/tracks`: a new draft (version 1 of a new track). */
export async function createTrack(body: TrackInput): Promise<Track> {
  return (await api.post<Track>('/tracks', body)).data;
}

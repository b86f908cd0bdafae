import type { Track, TrackInput } from '@lince/contracts/tracks';
import { api } from '../../../lib/api-client.ts';
import { trackUrl } from './track-url.ts';

/** `PUT /v1/tracks/:id`: the whole draft (409 once it is no longer a draft). */
export async function updateTrack(id: string, body: TrackInput): Promise<Track> {
  return (await api.put<Track>(trackUrl(id), body)).data;
}

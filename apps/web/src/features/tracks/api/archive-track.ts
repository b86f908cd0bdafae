import type { Track } from '@lince/contracts/tracks';
import { api } from '../../../lib/api-client.ts';
import { trackUrl } from './track-url.ts';

/** `POST /v1/tracks/:id/archive`: diligences that already use the track keep working. */
export async function archiveTrack(id: string): Promise<Track> {
  return (await api.post<Track>(trackUrl(id, '/archive'))).data;
}

import type { Track } from '@lince/contracts/tracks';
import { api } from '../../../lib/api-client.ts';
import { trackUrl } from './track-url.ts';

/** `POST /v1/tracks/:id/new-version`: the draft of version N+1 of a published version. */
export async function newTrackVersion(id: string): Promise<Track> {
  return (await api.post<Track>(trackUrl(id, '/new-version'))).data;
}

import type { Track } from '@lince/contracts/tracks';
import { api } from '../../../lib/api-client.ts';
import { trackUrl } from './track-url.ts';

/** `POST /v1/tracks/:id/submit`: a draft goes to review. */
export async function submitTrack(id: string): Promise<Track> {
  return (await api.post<Track>(trackUrl(id, '/submit'))).data;
}

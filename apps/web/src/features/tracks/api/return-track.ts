import type { Track } from '@lince/contracts/tracks';
import { api } from '../../../lib/api-client.ts';
import { trackUrl } from './track-url.ts';

/** `POST /v1/tracks/:id/return`: back to draft, with the comment the author reads. */
export async function returnTrack(id: string, comment: string): Promise<Track> {
  return (await api.post<Track>(trackUrl(id, '/return'), { comment })).data;
}

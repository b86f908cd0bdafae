import type { Track } from '@lince/contracts/tracks';
import { api } from '../../../lib/api-client.ts';
import { trackUrl } from './track-url.ts';

/**
 * `POST /v1/tracks/:id/approve`: publishes the version under review (it becomes the current one).
 * 403 for its own author when the company requires a second reviewer; 409 when no longer in review.
 */
export async function approveTrack(id: string): Promise<Track> {
  return (await api.post<Track>(trackUrl(id, '/approve'))).data;
}

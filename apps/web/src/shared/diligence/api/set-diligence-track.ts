import type { Diligence } from '@lince/contracts/diligences';
import { api } from '../../../lib/api-client.ts';
import { diligenceUrl } from './diligence-url.ts';

/**
 * `PUT /v1/diligences/:id/track`: choose the diligence's track, move it to another one, or to
 * the newest published version of its own; the checklists follow.
 */
export async function setDiligenceTrack(id: string, trackId: string): Promise<Diligence> {
  return (await api.put<Diligence>(diligenceUrl(id, '/track'), { trackId })).data;
}

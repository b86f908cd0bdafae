import type { Track } from '@lince/contracts/tracks';
import { api } from '../../../lib/api-client.ts';

/** The name the dialog proposes for a copy, within the contract's 120 characters. */
export const copyName = (name: string) => `Cópia de ${name}`.slice(0, 120);

/** `POST /v1/tracks/:id/duplicate`: the same steps as a new draft (version 1 of a new track) named `name`. */
export async function duplicateTrack(id: string, name: string): Promise<Track> {
  const { data } = await api.post<Track>(`/tracks/${encodeURIComponent(id)}/duplicate`, { name });
  return data;
}

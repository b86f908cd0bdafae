import type { Track } from '@lince/contracts/tracks';
import { copyBodyOf } from '../form/track-form.ts';
import { createTrack } from './create-track.ts';
import { getTrack } from './get-track.ts';

/** The name of a copy, within the contract's 120 characters. */
export const copyName = (name: string) => `Cópia de ${name}`.slice(0, 120);

/**
 * "Duplicar": `GET /v1/tracks/:id` then `POST /v1/tracks` with the same steps (new keys) under
 * `name`, as a new draft (version 1 of a new track).
 */
export async function duplicateTrack(id: string, name: string): Promise<Track> {
  const source = await getTrack(id);
  return createTrack(copyBodyOf(source, name));
}

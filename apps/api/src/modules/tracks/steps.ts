import { randomUUID } from 'node:crypto';
import { TRACK_MESSAGES } from '@lince/contracts';
import type { StoredTrackStep } from '@lince/db';
import type { ServiceContext } from '../../core/context.ts';
import { validationError } from '../../core/errors.ts';
import { documentTypesByIds, typeIdsOf } from './repository.ts';

/** The body's steps as stored: a key for each new step, roles absent when every role. */
export type StepsIn = (Omit<StoredTrackStep, 'key' | 'requirements'> & {
  key?: string | undefined;
  requirements: (Omit<StoredTrackStep['requirements'][number], 'roles'> & {
    roles?: StoredTrackStep['requirements'][number]['roles'] | undefined;
  })[];
})[];

export function storedSteps(steps: StepsIn, freshKeys = false): StoredTrackStep[] {
  return steps.map((s) => ({
    key: !freshKeys && s.key ? s.key : randomUUID(),
    title: s.title,
    slaDays: s.slaDays,
    requirements: s.requirements.map((r) => ({
      documentTypeId: r.documentTypeId,
      appliesTo: r.appliesTo,
      roles: r.roles ?? null,
    })),
    checks: s.checks,
  }));
}

/** Every required type must exist and be active (400 naming the first offending field). */
export async function assertDocumentTypes(ctx: ServiceContext, steps: StoredTrackStep[]) {
  const types = await documentTypesByIds(ctx.db, typeIdsOf(steps));
  steps.forEach((s, i) =>
    s.requirements.forEach((r, j) => {
      if (!types.get(r.documentTypeId)?.active)
        throw validationError(
          TRACK_MESSAGES.unknownDocumentType,
          `steps.${i}.requirements.${j}.documentTypeId`,
        );
    }),
  );
}

import type { HomeActivity } from '@lince/contracts/workspace';
import { diligencePath, entityInDiligencePath } from '../../shared/diligence/links.ts';

/**
 * Where the home page's activity links: the entity's row in its diligence, else the diligence
 * (an entity removed since, or a diligence itself).
 */
export function activityTargetHref(target: NonNullable<HomeActivity['target']>): string {
  return target.entityId
    ? entityInDiligencePath(target.diligenceId, target.entityId)
    : diligencePath(target.diligenceId);
}

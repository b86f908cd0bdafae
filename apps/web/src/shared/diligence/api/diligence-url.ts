/** API paths under one diligence: `/diligences/:id…` and `/diligences/:id/entities/:entityId…`. */
export const diligenceUrl = (diligenceId: string, rest = '') =>
  `/diligences/${encodeURIComponent(diligenceId)}${rest}`;

export const entityUrl = (diligenceId: string, entityId: string, rest = '') =>
  diligenceUrl(diligenceId, `/entities/${encodeURIComponent(entityId)}${rest}`);

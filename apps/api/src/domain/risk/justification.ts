import { RISK_JUSTIFICATION_REQUIRED_MESSAGE, type RiskRating } from '@lince/contracts';
import { unprocessable } from '../../core/errors.ts';

/**
 * The justification kept with an analyst's risk rating (of a diligence or an entity): required
 * when the rating differs from the computed one (422); null when blank.
 */
export function riskJustification(
  rating: RiskRating,
  computed: RiskRating | null,
  justification: string | null | undefined,
): string | null {
  const text = justification?.trim() || null;
  if (rating !== computed && !text)
    throw missing('justification', RISK_JUSTIFICATION_REQUIRED_MESSAGE);
  return text;
}

const missing = (path: string, message: string) => unprocessable(message, [{ path, message }]);

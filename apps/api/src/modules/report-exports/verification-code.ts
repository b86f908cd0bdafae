import { randomInt } from 'node:crypto';
import { REPORT_CODE_ALPHABET, REPORT_CODE_LENGTH, normalizeReportCode } from '@lince/contracts';

/**
 * A new verification code: 10 random characters of Crockford's base32 (50 bits), printed
 * `XXXX-XXXX-XX`. Unique by the table's index; a collision (about one in a quadrillion at a
 * million exports) makes the insert fail and the request is retried by the user.
 */
export function newVerificationCode(): string {
  let plain = '';
  for (let i = 0; i < REPORT_CODE_LENGTH; i++)
    plain += REPORT_CODE_ALPHABET[randomInt(REPORT_CODE_ALPHABET.length)];
  return normalizeReportCode(plain)!;
}

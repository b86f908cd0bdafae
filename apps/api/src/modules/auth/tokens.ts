import { hmacSha256, sha256 } from '../../lib/crypto.ts';

/** Refresh tokens are stored only as their SHA-256. */
export const hashRefreshToken = (token: string) => sha256(token);

/** Reset codes have only 10^6 values: they are stored as an HMAC keyed by the server secret. */
export const hashResetCode = (secret: string, userId: string, code: string) =>
  hmacSha256(secret, `reset-code:${userId}:${code}`);

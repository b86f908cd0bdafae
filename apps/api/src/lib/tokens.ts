import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const JWT_ISSUER = 'lince';
export const JWT_AUDIENCE = 'lince-api';
export const JWT_ALGORITHM = 'HS256';
/** Lifetime of the NEW_PASSWORD_REQUIRED challenge session. */
export const CHALLENGE_TTL_SECONDS = 600;

/** Token-type claim: an access token cannot be used as a challenge session, and vice versa. */
export type TokenUse = 'access' | 'new_password';

export interface TokenSigner {
  sign(subject: string, use: TokenUse, ttlSeconds: number): Promise<string>;
  /** The subject of a valid token of the given type, or `null` (bad signature, algorithm, audience, type or expiry). */
  verify(token: string, use: TokenUse): Promise<string | null>;
}

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(subject, use, ttlSeconds) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ token_use: use })
        .setProtectedHeader({ alg: JWT_ALGORITHM, typ: 'JWT' })
        .setSubject(subject)
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .setJti(randomUUID())
        .sign(key);
    },
    async verify(token, use) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [JWT_ALGORITHM],
          issuer: JWT_ISSUER,
          audience: JWT_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat'],
          clockTolerance: 0,
        });
        return payload.token_use === use && typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}

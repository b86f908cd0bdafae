import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const JWT_ISSUER = 'lince';
export const JWT_AUDIENCE = 'lince-api';
export const JWT_ALGORITHM = 'HS256';
/** Lifetime of the NEW_PASSWORD_REQUIRED challenge session. */
export const CHALLENGE_TTL_SECONDS = 600;

/** Token-type claim: an access token cannot be used as a challenge session, and vice versa. */
export type TokenUse = 'access' | 'new_password';

/** What a valid token says: its subject (the user id) and, for an access token, its session. */
export interface VerifiedToken {
  subject: string;
  /** The `sid` claim: the session an access token belongs to (null when absent). */
  sessionId: string | null;
}

export interface TokenSigner {
  sign(subject: string, use: TokenUse, ttlSeconds: number, sessionId?: string): Promise<string>;
  /** A valid token of the given type, or `null` (bad signature, algorithm, audience, type or expiry). */
  verify(token: string, use: TokenUse): Promise<VerifiedToken | null>;
}

/** How many verified tokens `verify` remembers (the oldest is forgotten first). */
export const VERIFIED_TOKENS_CACHED = 5000;

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  /**
   * Tokens already verified, with their subject, type and expiry: a token's content cannot change,
   * so every later request with it only re-checks the expiry (jose's check: valid while
   * `now < exp`, in whole seconds) instead of the HMAC, which Node runs on its thread pool.
   */
  const verified = new Map<string, VerifiedToken & { use: unknown; exp: number }>();
  const result = (known: VerifiedToken & { use: unknown }, use: TokenUse) =>
    known.use === use ? { subject: known.subject, sessionId: known.sessionId } : null;
  return {
    async sign(subject, use, ttlSeconds, sessionId) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ token_use: use, ...(sessionId ? { sid: sessionId } : {}) })
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
      const known = verified.get(token);
      if (known) {
        if (known.exp > Math.floor(Date.now() / 1000)) return result(known, use);
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [JWT_ALGORITHM],
          issuer: JWT_ISSUER,
          audience: JWT_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat'],
          clockTolerance: 0,
        });
        if (typeof payload.sub !== 'string') return null;
        const entry = {
          subject: payload.sub,
          sessionId: typeof payload.sid === 'string' ? payload.sid : null,
          use: payload.token_use,
          exp: payload.exp!,
        };
        if (verified.size >= VERIFIED_TOKENS_CACHED) verified.delete(verified.keys().next().value!);
        verified.set(token, entry);
        return result(entry, use);
      } catch {
        return null;
      }
    },
  };
}

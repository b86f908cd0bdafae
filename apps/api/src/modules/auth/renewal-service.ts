import { RenewResponseSchema, type RenewResponse } from '@lince/contracts';
import { audited } from '../../domain/audit.ts';
import { unauthorized } from '../../core/errors.ts';
import { openSealedJson, randomToken, sealJson } from '../../lib/crypto.ts';
import type { AppDeps } from '../../core/deps.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { findUserById, isUsable, type UserWithCompany } from '../../domain/accounts/users.ts';
import { accountContext } from './account-context.ts';
import { findRefreshToken, revokeSession, rotateRefreshToken } from './repository.ts';
import { hashRefreshToken } from './tokens.ts';

type Found = NonNullable<Awaited<ReturnType<typeof findRefreshToken>>>;

export type RenewalService = ReturnType<typeof createRenewalService>;

/**
 * `GET /users/auth`: rotates the refresh token. Each renewal marks the token it presents rotated
 * and answers a new pair in the same session. The same token presented again within the grace
 * (`refreshGraceSeconds`, two tabs or a retry racing) gets that same pair again; presented later,
 * the token was stolen or replayed: the whole session ends (reuse detection).
 */
export function createRenewalService({ db, config, tokens }: AppDeps) {
  async function renew(
    refreshToken: string | undefined,
    client: ClientInfo,
  ): Promise<RenewResponse> {
    if (!refreshToken) throw unauthorized();
    const tokenHash = hashRefreshToken(refreshToken);
    let found = await findRefreshToken(db, tokenHash);
    if (!found || found.session.revokedAt || found.session.expiresAt.getTime() <= Date.now())
      throw unauthorized();
    const identity = await findUserById(db, found.session.userId);
    if (!identity || !isUsable(identity)) throw unauthorized();
    if (!found.token.rotatedAt) {
      const at = new Date();
      const pair: RenewResponse = {
        AccessToken: await tokens.sign(
          identity.user.id,
          'access',
          config.accessTokenTtlSeconds,
          found.session.id,
        ),
        RefreshToken: randomToken(32),
      };
      const rotated = await rotateRefreshToken(db, {
        tokenId: found.token.id,
        sessionId: found.session.id,
        at,
        successor: sealJson(config.jwtSecret, pair),
        nextHash: hashRefreshToken(pair.RefreshToken),
      });
      if (rotated) return pair;
      // Another renewal with the same token rotated it first: answer as it did.
      found = await findRefreshToken(db, tokenHash);
      if (!found) throw unauthorized();
    }
    return replay(found, identity, client);
  }

  /** A rotated token again: its successor pair within the grace, else the end of the session. */
  async function replay(
    found: Found,
    identity: UserWithCompany,
    client: ClientInfo,
  ): Promise<RenewResponse> {
    const { token, session } = found;
    if (session.revokedAt) throw unauthorized();
    const age = Date.now() - (token.rotatedAt?.getTime() ?? 0);
    if (token.successor && age <= config.refreshGraceSeconds * 1000)
      return RenewResponseSchema.parse(openSealedJson(config.jwtSecret, token.successor));
    await audited(
      accountContext(db, identity, client.ip),
      (revoked: boolean) => ({
        action: 'SESSION_REUSE_DETECTED',
        targetType: 'session',
        targetId: session.id,
        summary: { rotatedSecondsAgo: Math.round(age / 1000), sessionRevoked: revoked },
      }),
      (tx) => revokeSession(tx.db, identity.user.id, session.id),
    );
    throw unauthorized();
  }

  return { renew };
}

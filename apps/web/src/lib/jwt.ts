/**
 * Reads the payload of a JWT without verifying it (the server verifies; the client only needs
 * `exp`, in seconds since the epoch, to know when the session expires).
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The token's expiry in epoch milliseconds (`exp` is in seconds), or null when unreadable. */
export function getTokenExpiry(token: string | null | undefined): number | null {
  if (!token) return null;
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/**
 * True when the token has no readable expiry or its expiry (minus an optional `skewMs`) is not in
 * the future (a token is valid while its `exp` is in the future).
 */
export function isTokenExpired(
  token: string | null | undefined,
  now: number = Date.now(),
  skewMs = 0,
): boolean {
  const expiry = getTokenExpiry(token);
  return expiry === null || expiry - skewMs <= now;
}

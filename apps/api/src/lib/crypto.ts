import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export const hmacSha256 = (key: string, value: string): string =>
  createHmac('sha256', key).update(value).digest('hex');

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** A uniformly random string of `length` decimal digits. */
export const randomDigits = (length: number): string =>
  Array.from({ length }, () => randomInt(10)).join('');

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

const SEAL_INFO = 'lince:sealed-json';

function sealKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', SEAL_INFO, 32));
}

/**
 * `value` as JSON encrypted and authenticated (AES-256-GCM) with a key derived from the server
 * secret: for data at rest that carries a secret (an e-mail with a temporary password or a code,
 * waiting in the job queue). Every node must share the secret to open it.
 */
export function sealJson(secret: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The value `sealJson` sealed with the same secret; throws when it was altered or sealed with another. */
export function openSealedJson(secret: string, sealed: string): unknown {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(secret), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const body = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
  return JSON.parse(body.toString('utf8')) as unknown;
}

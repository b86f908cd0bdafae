import { SignJWT } from 'jose';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { TEST_JWT_SECRET } from './helpers.ts';

/** A multipart/form-data body with one file part (what a browser's FormData sends). */
export function multipartFile(
  data: Buffer,
  { field = 'file', filename = 'foto.png', contentType = 'image/png' } = {},
) {
  const boundary = `----lince${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Every file under a folder (recursively), e.g. DATA_DIR/files. */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

/** Headers with an access token of `userId` that expired a second ago. */
export async function expiredAuthHeaders(userId: string) {
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ token_use: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer('lince')
    .setAudience('lince-api')
    .setIssuedAt(now - 120)
    .setExpirationTime(now - 1)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
  return { authorization: `Bearer ${token}`, user: userId };
}

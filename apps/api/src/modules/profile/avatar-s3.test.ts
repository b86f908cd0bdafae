import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { SessionUser } from '@lince/contracts';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createTestApp,
  json,
  loggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';
import { pngOf, sizeOf } from '../../testing/images.ts';
import { startLocalS3, type LocalS3 } from '../../testing/s3-server.ts';
import { filesUnder, multipartFile } from '../../testing/uploads.ts';

let s3: LocalS3;
let t: TestApp;
let client: S3Client;
beforeAll(async () => {
  s3 = await startLocalS3('lince-avatares');
  t = await createTestApp(s3.env);
  client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

async function objects(): Promise<string[]> {
  const answer = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (answer.Contents ?? []).map((o) => o.Key!);
}

describe('avatars on an S3-compatible store (S3_* configured)', () => {
  it('uploads, serves and removes the avatar in the bucket; nothing on the local disk', async () => {
    expect(t.app.storage.driver).toBe('s3');
    const { user, session } = await loggedInUser(t);
    const upload = multipartFile(await pngOf(90, 60));
    const response = await t.app.inject({
      method: 'PUT',
      url: '/v1/users/me/avatar',
      headers: { ...authHeaders(session), ...upload.headers },
      payload: upload.payload,
    });
    expect(response.statusCode).toBe(200);
    const me = json<SessionUser>(response);
    const key = new URL(me.avatar!, 'http://x').searchParams.get('v')!;
    expect(await objects()).toEqual([`${key.slice(0, 2)}/${key.slice(2, 4)}/${key}`]);
    expect(filesUnder(`${t.config.dataDir}/files`)).toEqual([]);
    const served = await t.app.inject({
      method: 'GET',
      url: `/v1/users/${user.id}/avatar`,
      headers: authHeaders(session),
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sizeOf(served.rawPayload)).toEqual({ width: 60, height: 60 });

    const tooBig = multipartFile(
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        randomBytes(2_200_000),
      ]),
    );
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/v1/users/me/avatar',
      headers: { ...authHeaders(session), ...tooBig.headers },
      payload: tooBig.payload,
    });
    expect(refused.statusCode).toBe(413);
    expect(await objects()).toHaveLength(1);

    await t.app.inject({
      method: 'DELETE',
      url: '/v1/users/me/avatar',
      headers: authHeaders(session),
    });
    expect(await objects()).toEqual([]);
  });
});

import type { CompanySettings, SessionUser } from '@lince/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, loggedInUser, type TestApp } from '../../testing/helpers.ts';
import {
  jpegOf,
  jpegWithExif,
  photoOf,
  pngOf,
  sizeOf,
  withJpegSize,
  withPngSize,
  withPngText,
} from '../../testing/images.ts';
import { filesUnder, multipartFile } from '../../testing/uploads.ts';

/**
 * Every route that takes an image (the avatar, the report logo) decodes it with libvips through
 * lib/images: metadata dropped, resized, re-encoded; not a decodable PNG/JPEG → 415; more than
 * 50 megapixels → 400 from the header alone.
 */
let t: TestApp;
let filesDir: string;
let photo48mp: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  filesDir = path.join(t.config.dataDir, 'files');
  photo48mp = await photoOf('jpeg', 8000, 6000);
});
afterAll(async () => {
  await t.close();
});

type ErrorBody = { error: { code: string; message: string } };

interface ImageRoute {
  name: string;
  /** Uploads as a caller allowed to; answers the upload and the URL of the stored image. */
  upload(file: Buffer): Promise<{ statusCode: number; body: unknown; url: string | null }>;
  /** The stored image's size for an upload of `width` × `height`. */
  storedSize(width: number, height: number): { width: number; height: number };
}

async function imageRoute(
  name: string,
  role: 'DEFAULT' | 'ADMIN',
  url: string,
  urlOf: (body: unknown) => string | null,
  storedSize: ImageRoute['storedSize'],
): Promise<ImageRoute & { get(path: string): Promise<LightMyRequestResponse> }> {
  const { session } = await loggedInUser(t, { role });
  const headers = authHeaders(session);
  return {
    name,
    storedSize,
    async upload(file) {
      const body = multipartFile(file);
      const response = await t.app.inject({
        method: 'PUT',
        url,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      const parsed = response.json() as unknown;
      return {
        statusCode: response.statusCode,
        body: parsed,
        url: response.statusCode === 200 ? urlOf(parsed) : null,
      };
    },
    get: (path) => t.app.inject({ method: 'GET', url: path, headers }),
  };
}

const routes = {
  avatar: () =>
    imageRoute(
      'avatar',
      'DEFAULT',
      '/v1/users/me/avatar',
      (body) => (body as SessionUser).avatar,
      (w, h) => ({ width: Math.min(512, w, h), height: Math.min(512, w, h) }),
    ),
  logo: () =>
    imageRoute(
      'logo',
      'ADMIN',
      '/v1/company/settings/logo',
      (body) => (body as CompanySettings).logo,
      (w, h) => {
        const scale = Math.min(1, 1024 / Math.max(w, h));
        return { width: Math.round(w * scale), height: Math.round(h * scale) };
      },
    ),
};

describe.each(Object.entries(routes))('%s upload', (_name, makeRoute) => {
  it('a PNG with a text chunk is stored resized, re-encoded, without the chunk', async () => {
    const route = await makeRoute();
    const png = withPngText(await pngOf(1600, 900), 'Comment', 'texto-secreto-do-png');
    expect((await sharp(png).metadata()).comments).toHaveLength(1);
    const response = await route.upload(png);
    expect(response.statusCode).toBe(200);
    const served = await route.get(response.url!);
    expect(served.headers['content-type']).toBe('image/png');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('png');
    expect(metadata.comments).toBeUndefined();
    expect(served.rawPayload.includes('texto-secreto-do-png')).toBe(false);
    expect(await sizeOf(served.rawPayload)).toEqual(route.storedSize(1600, 900));
  });

  it('a JPEG with EXIF (camera, author, GPS) and a P3 profile is stored without them, in sRGB', async () => {
    const route = await makeRoute();
    const jpeg = await jpegWithExif(640, 480);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    expect((await sharp(jpeg).metadata()).icc).toBeDefined();
    const response = await route.upload(jpeg);
    expect(response.statusCode).toBe(200);
    const served = await route.get(response.url!);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(served.rawPayload.includes('Autor Secreto')).toBe(false);
    expect(served.rawPayload.includes('CameraSecreta')).toBe(false);
    expect(await sizeOf(served.rawPayload)).toEqual(route.storedSize(640, 480));
  });

  it('a 48-megapixel phone photo (8000 × 6000 JPEG) is accepted', async () => {
    const route = await makeRoute();
    const response = await route.upload(photo48mp);
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    const served = await route.get(response.url!);
    expect(await sizeOf(served.rawPayload)).toEqual(route.storedSize(8000, 6000));
  });

  it('415 for what is not a decodable PNG or JPEG; nothing kept', async () => {
    const route = await makeRoute();
    const png = await pngOf(200, 200);
    const jpeg = await jpegOf(200, 200);
    const before = filesUnder(filesDir).length;
    const refused = {
      'PNG signature followed by HTML': Buffer.concat([
        png.subarray(0, 8),
        Buffer.from('<html><body><script>alert(1)</script></body></html>'),
      ]),
      'truncated PNG': png.subarray(0, Math.floor(png.length / 2)),
      'truncated JPEG': jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      GIF: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      'random bytes': randomBytes(4096),
      'JPEG signature and random bytes': Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        randomBytes(4096),
      ]),
    };
    for (const [label, file] of Object.entries(refused)) {
      const response = await route.upload(file);
      expect(response.statusCode, label).toBe(415);
      expect((response.body as ErrorBody).error.code, label).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect((response.body as ErrorBody).error.message, label).toMatch(
        /^(Não foi possível ler a imagem\. Envie um arquivo PNG ou JPEG válido\.|Tipo de arquivo não aceito\. Envie um arquivo PNG ou JPEG\.)$/,
      );
    }
    expect(filesUnder(filesDir).length).toBe(before);
  });

  it('400 IMAGE_TOO_LARGE past 50 megapixels, from the header alone', async () => {
    const route = await makeRoute();
    const before = filesUnder(filesDir).length;
    // Real headers claiming 10000 × 6000 (60 MP) over the pixels of a tiny image: decoding them
    // would fail (a 415), so a 400 shows the size was refused before any decoding.
    for (const file of [
      withPngSize(await pngOf(16, 16), 10_000, 6_000),
      withJpegSize(await jpegOf(16, 16), 10_000, 6_000),
    ]) {
      expect(file.length).toBeLessThan(4096);
      const response = await route.upload(file);
      expect(response.statusCode).toBe(400);
      expect(response.body).toEqual({
        error: {
          code: 'IMAGE_TOO_LARGE',
          message:
            'Imagem grande demais: envie uma imagem de até 50 megapixels (por exemplo, 8000 × 6000 pixels).',
        },
      });
    }
    expect(filesUnder(filesDir).length).toBe(before);
  });
});

it('the logo keeps its proportions; a small one is not enlarged', async () => {
  const logo = await routes.logo();
  const small = await logo.upload(await pngOf(120, 40));
  expect(await sizeOf((await logo.get(small.url!)).rawPayload)).toEqual({ width: 120, height: 40 });
  const wide = await logo.upload(await jpegOf(3000, 600));
  expect(await sizeOf((await logo.get(wide.url!)).rawPayload)).toEqual({
    width: 1024,
    height: 205,
  });
});

it('an upright phone photo (EXIF orientation 6) is stored upright', async () => {
  const avatar = await routes.avatar();
  // 200 × 100 as stored, shown 100 × 200: the left half red, stored rotated.
  const photo = await sharp({
    create: { width: 200, height: 100, channels: 3, background: '#0000ff' },
  })
    .composite([
      {
        input: { create: { width: 200, height: 50, channels: 3, background: '#ff0000' } },
        top: 50,
        left: 0,
      },
    ])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const response = await avatar.upload(photo);
  expect(response.statusCode).toBe(200);
  const served = (await avatar.get(response.url!)).rawPayload;
  const { data } = await sharp(served).raw().toBuffer({ resolveWithObject: true });
  // Rotated 90° clockwise: what was at the bottom (red) is now on the left.
  expect(data[0]).toBeGreaterThan(200);
  expect(data[2]).toBeLessThan(60);
});

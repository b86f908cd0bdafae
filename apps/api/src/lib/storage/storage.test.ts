import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxOf, plainZipOf, xlsxOf } from '../../testing/document-files.ts';
import { pngOf } from '../../testing/images.ts';
import { startLocalS3, type LocalS3 } from '../../testing/s3-server.ts';
import { closedPortUrl } from '../../testing/viacep-server.ts';
import { createStorage } from './index.ts';
import { sweepStaleUploads, TMP_DIR } from './local-storage.ts';
import type { FileStorage } from './storage.ts';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stream of `data` in chunks of `size` bytes (like a network upload). */
function chunked(data: Buffer, size = 16 * 1024): Readable {
  async function* chunks() {
    for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
  }
  return Readable.from(chunks());
}

/** A stream that sends `data` then fails, like a client that goes away mid-upload. */
function interrupted(data: Buffer): Readable {
  async function* chunks() {
    yield data;
    await new Promise((r) => setTimeout(r, 10));
    throw new Error('ECONNRESET: o cliente desistiu');
  }
  return Readable.from(chunks());
}

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

interface Driver {
  name: string;
  storage: FileStorage;
  /** Every object/file kept, including temporary ones. */
  stored(): Promise<string[]>;
}

let s3: LocalS3;
const drivers: Driver[] = [];
let png: Buffer;

beforeAll(async () => {
  png = await pngOf(300, 200);
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'lince-files-')), 'files');
  drivers.push({
    name: 'local',
    storage: await createStorage({ driver: 'local', dir }),
    stored: async () => filesUnder(dir),
  });
  s3 = await startLocalS3();
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  drivers.push({
    name: 's3',
    storage: await createStorage({
      driver: 's3',
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    }),
    stored: async () => {
      const answer = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      return (answer.Contents ?? []).map((o) => o.Key!);
    },
  });
});
afterAll(async () => {
  await s3?.close();
});

const IMAGE = { maxBytes: 2 * 1024 * 1024, allowedTypes: ['image/png', 'image/jpeg'] } as const;

describe.each(['local', 's3'])('file storage (%s)', (name) => {
  const driver = () => drivers.find((d) => d.name === name)!;

  it('stores a stream under a server-generated sharded key with size, SHA-256 and type from the bytes', async () => {
    const { storage, stored } = driver();
    const file = await storage.put(chunked(png, 1000), IMAGE);
    expect(file.key).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(file).toMatchObject({ size: png.length, sha256: sha256(png), mime: 'image/png' });
    expect(await storage.exists(file.key)).toBe(true);
    expect(await readAll(await storage.get(file.key))).toEqual(png);
    expect(await stored()).toEqual([
      expect.stringContaining(`${file.key.slice(0, 2)}/${file.key.slice(2, 4)}/${file.key}`),
    ]);
    await storage.delete(file.key);
    expect(await storage.exists(file.key)).toBe(false);
    await expect(storage.get(file.key)).rejects.toMatchObject({ statusCode: 404 });
    await storage.delete(file.key);
    expect(await stored()).toEqual([]);
  });

  it('refuses a file over the limit with 413 and keeps nothing', async () => {
    const { storage, stored } = driver();
    await expect(
      storage.put(chunked(png), { ...IMAGE, maxBytes: png.length - 1 }),
    ).rejects.toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(await stored()).toEqual([]);
  });

  it('refuses a type not allowed (by magic bytes) with 415 and keeps nothing', async () => {
    const { storage, stored } = driver();
    const text = Buffer.from('isto não é uma imagem, apesar do nome foto.png');
    await expect(storage.put(chunked(text), IMAGE)).rejects.toMatchObject({
      statusCode: 415,
      message: 'Tipo de arquivo não aceito. Envie um arquivo PNG ou JPEG.',
    });
    await expect(
      storage.put(chunked(png), { ...IMAGE, allowedTypes: ['image/jpeg'] }),
    ).rejects.toMatchObject({ statusCode: 415 });
    expect(await stored()).toEqual([]);
  });

  it('refuses an empty file with 400 (not a type question) and keeps nothing', async () => {
    const { storage, stored } = driver();
    await expect(storage.put(Readable.from([]), IMAGE)).rejects.toMatchObject({
      statusCode: 400,
      code: 'EMPTY_FILE',
      message: 'O arquivo está vazio.',
    });
    expect(await stored()).toEqual([]);
  });

  it('tells a DOCX and an XLSX from a plain ZIP by the names of its entries', async () => {
    const { storage, stored } = driver();
    const office = {
      maxBytes: 1024 * 1024,
      allowedTypes: [
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
    } as const;
    const docx = await storage.put(chunked(await docxOf(), 100), office);
    expect(docx).toMatchObject({
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(docx.key).toMatch(/\.docx$/);
    const xlsx = await storage.put(chunked(await xlsxOf(), 100), office);
    expect(xlsx.key).toMatch(/\.xlsx$/);
    await expect(storage.put(chunked(await plainZipOf()), office)).rejects.toMatchObject({
      statusCode: 415,
      message: 'Tipo de arquivo não aceito. Envie um arquivo DOCX ou XLSX.',
    });
    expect((await stored()).length).toBe(2);
    await storage.delete(docx.key);
    await storage.delete(xlsx.key);
  });

  it('keeps nothing when the upload is interrupted mid-stream', async () => {
    const { storage, stored } = driver();
    await expect(storage.put(interrupted(png.subarray(0, 5000)), IMAGE)).rejects.toThrow(
      /ECONNRESET/,
    );
    expect(await stored()).toEqual([]);
  });

  it('answers 404 for unknown or malformed keys (no path traversal)', async () => {
    const { storage } = driver();
    for (const key of ['../../jwt-secret', 'a/../../x.png', `${crypto.randomUUID()}.png`]) {
      await expect(storage.get(key)).rejects.toMatchObject({ statusCode: 404 });
      expect(await storage.exists(key)).toBe(false);
    }
  });

  it('streams a file larger than one multipart part (6 MB)', async () => {
    const { storage, stored } = driver();
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(6 * 1024 * 1024)]);
    const file = await storage.put(chunked(big, 64 * 1024), {
      maxBytes: 10 * 1024 * 1024,
      allowedTypes: ['application/pdf'],
    });
    expect(file).toMatchObject({ size: big.length, sha256: sha256(big), mime: 'application/pdf' });
    expect(sha256(await readAll(await storage.get(file.key)))).toBe(sha256(big));
    await storage.delete(file.key);
    expect(await stored()).toEqual([]);
  }, 30_000);
});

describe('local storage temporary files', () => {
  it('sweeps .part files left by a stopped process, keeping recent ones', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lince-sweep-'));
    const tmp = path.join(dir, TMP_DIR);
    mkdirSync(tmp, { recursive: true });
    writeFileSync(path.join(tmp, 'antigo.part'), 'x');
    writeFileSync(path.join(tmp, 'recente.part'), 'y');
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(path.join(tmp, 'antigo.part'), old, old);
    expect(await sweepStaleUploads(dir)).toBe(1);
    expect(readdirSync(tmp)).toEqual(['recente.part']);
  });
});

describe('S3 storage unreachable', () => {
  it('answers 503 in Portuguese (never a 500) when the store does not answer', async () => {
    const storage = await createStorage({
      driver: 's3',
      bucket: 'nenhum',
      region: 'us-east-1',
      endpoint: await closedPortUrl(),
      accessKeyId: 'x',
      secretAccessKey: 'y',
      forcePathStyle: true,
    });
    await expect(storage.put(chunked(png), IMAGE)).rejects.toMatchObject({
      statusCode: 503,
      code: 'UNAVAILABLE',
    });
    await expect(storage.get(`${crypto.randomUUID()}.png`)).rejects.toMatchObject({
      statusCode: 503,
    });
  }, 30_000);
});

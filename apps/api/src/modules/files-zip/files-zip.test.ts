import { activities, and, documentTypes, eq } from '@lince/db';
import { createDiligence, createEntity } from '@lince/db/testing/index';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import {
  authHeaders,
  callAs,
  companyWithAnalyst,
  createTestApp,
  foreignDiligence,
  type LoggedInUser,
  type TestApp,
} from '../../testing/helpers.ts';
import { startLocalS3, type LocalS3 } from '../../testing/s3-server.ts';
import { createDocument, storeDocumentFile } from '../../testing/stored-files.ts';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
/** Bytes the storage takes for a PDF (its magic bytes), the rest random. */
const pdfBytes = (size: number) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(Math.max(0, size - 9))]);

interface ZipEntry {
  name: string;
  utf8: boolean;
  sha256: string;
}

/** Every entry of a ZIP (yauzl), with the UTF-8 flag of its name and the SHA-256 of its content. */
function readZip(data: Buffer): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries: ZipEntry[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err) return reject(err);
          const hash = createHash('sha256');
          stream.on('data', (chunk: Buffer) => hash.update(chunk));
          stream.on('end', () => {
            entries.push({
              name: entry.fileName,
              utf8: (entry.generalPurposeBitFlag & 0x800) !== 0,
              sha256: hash.digest('hex'),
            });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.close();
});

describe.each(['local', 's3'] as const)('the entity’s files as one ZIP (%s storage)', (driver) => {
  let t: TestApp;
  let companyId: string;
  let analyst: LoggedInUser;
  let diligenceId: string;
  let typeId: (name: string) => string;

  beforeAll(async () => {
    t = await createTestApp(driver === 's3' ? s3.env : {});
    expect(t.app.storage.driver).toBe(driver);
    ({ companyId, analyst } = await companyWithAnalyst(t));
    diligenceId = (await createDiligence(t.db, { companyId, ownerId: analyst.user.id })).id;
    const types = await t.db.select().from(documentTypes);
    typeId = (name) => types.find((r) => r.name === name)!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const zipUrl = (entityId: string, diligence = diligenceId) =>
    `/v1/diligences/${diligence}/entities/${entityId}/files.zip`;

  async function entityWithFiles(
    files: { folder?: string; type?: string; name: string; size: number }[],
  ) {
    const entity = await createEntity(t.db, {
      companyId,
      diligenceId,
      name: 'Alvo Participações S.A.',
    });
    const stored: { name: string; sha256: string }[] = [];
    for (const [i, file] of files.entries()) {
      const document = await createDocument(t.app, {
        companyId,
        diligenceId,
        entityId: entity.id,
        documentTypeId: typeId(file.type ?? 'Outros'),
        stepTitle: file.folder ?? null,
        stepOrder: file.folder ? i : null,
      });
      const data = pdfBytes(file.size);
      await storeDocumentFile(t.app, document, data, { name: file.name });
      stored.push({ name: file.name, sha256: sha256(data) });
    }
    return { entity, stored };
  }

  it('entries <step or type>/<name>, UTF-8 names, repeats numbered, contents intact, audited', async () => {
    const { entity, stored } = await entityWithFiles([
      { folder: 'Certidões', name: 'Certidão nº 1 — ação.pdf', size: 3000 },
      { folder: 'Certidões', name: 'certidão Nº 1 — AÇÃO.pdf', size: 70_000 },
      { folder: 'Certidões', name: 'Certidão nº 1 — ação.pdf', size: 10 },
      { type: 'Balanço Patrimonial', name: 'balanço/2025.pdf', size: 5 * 1024 * 1024 },
      { name: '..\\..\\segredo.pdf', size: 100 },
    ]);
    const response = await callAs(t, analyst.session, 'GET', zipUrl(entity.id));
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Alvo_Participacoes_S.A._-_arquivos.zip"; filename*=UTF-8''${encodeURIComponent('Alvo Participações S.A. - arquivos.zip')}`,
    );
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const entries = await readZip(response.rawPayload);
    expect(entries.map((e) => e.name)).toEqual([
      'Certidões/Certidão nº 1 — ação.pdf',
      'Certidões/certidão Nº 1 — AÇÃO (2).pdf',
      'Certidões/Certidão nº 1 — ação (3).pdf',
      'Balanço Patrimonial/2025.pdf',
      'Outros/segredo.pdf',
    ]);
    expect(entries.every((e) => e.utf8)).toBe(true);
    expect(entries.map((e) => e.sha256)).toEqual(stored.map((s) => s.sha256));

    const trail = await t.db
      .select()
      .from(activities)
      .where(
        and(eq(activities.action, 'FILES_ZIP_DOWNLOADED'), eq(activities.targetId, entity.id)),
      );
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      userId: analyst.user.id,
      targetType: 'entity',
      summary: { diligenceId, entityId: entity.id, files: 5 },
    });
  });

  it('an entity without files: an empty ZIP', async () => {
    const { entity } = await entityWithFiles([]);
    const response = await callAs(t, analyst.session, 'GET', zipUrl(entity.id));
    expect(response.statusCode).toBe(200);
    expect(await readZip(response.rawPayload)).toEqual([]);
  });

  it('a client that goes away mid-download: the open storage stream is closed, no other opened', async () => {
    const { entity } = await entityWithFiles(
      Array.from({ length: 4 }, (_, i) => ({ name: `grande-${i}.pdf`, size: 4 * 1024 * 1024 })),
    );
    const opened: Readable[] = [];
    const storage = t.app.storage as { get(key: string): Promise<Readable> };
    const get = storage.get;
    storage.get = async (key) => {
      const stream = await get.call(t.app.storage, key);
      opened.push(stream);
      return stream;
    };
    try {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = t.app.server.address() as { port: number };
      await new Promise<void>((resolve, reject) => {
        const request = http.get(
          {
            host: '127.0.0.1',
            port,
            path: zipUrl(entity.id),
            headers: authHeaders(analyst.session),
          },
          (response) => {
            expect(response.statusCode).toBe(200);
            let received = 0;
            response.on('data', (chunk: Buffer) => {
              received += chunk.length;
              // Past the first megabyte, the client gives up.
              if (received > 1024 * 1024) {
                request.destroy();
                resolve();
              }
            });
          },
        );
        request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      });
      const deadline = Date.now() + 5000;
      while (opened.some((s) => !s.destroyed) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      expect(opened.length).toBeGreaterThan(0);
      expect(opened.length).toBeLessThan(4);
      expect(opened.every((s) => s.destroyed)).toBe(true);
      await new Promise((r) => setTimeout(r, 200));
      expect(opened.length).toBeLessThan(4);
    } finally {
      storage.get = get;
    }
  });

  it('another company’s entity or diligence, an unknown one: 404; no session: 401', async () => {
    const foreign = await foreignDiligence(t);
    const theirs = await createEntity(t.db, {
      companyId: foreign.companyId,
      diligenceId: foreign.diligenceId,
    });
    const inOurs = await callAs(t, analyst.session, 'GET', zipUrl(theirs.id));
    const unknown = await callAs(t, analyst.session, 'GET', zipUrl('nao-existe'));
    const inTheirs = await callAs(
      t,
      analyst.session,
      'GET',
      zipUrl(theirs.id, foreign.diligenceId),
    );
    for (const response of [inOurs, unknown, inTheirs]) expect(response.statusCode).toBe(404);
    expect(inOurs.json()).toEqual(unknown.json());
    expect((await t.app.inject({ method: 'GET', url: zipUrl(theirs.id) })).statusCode).toBe(401);
  });
});

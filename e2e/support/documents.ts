import { crc32, deflateSync } from 'node:zlib';
import { dayFromToday } from '@lince/contracts/calendar';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { callApi, readAuth } from './journey.ts';

export { pdfOf } from '../../apps/api/src/testing/document-files.ts';

/** A file for `setInputFiles`. */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of `width` × `height` pixels of one colour (made here, no fixture). */
export function pngOf(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([r, g, b]).flat())]);
  const pixels = Buffer.concat(Array(height).fill(row) as Buffer[]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The checklist row of a document type (its name is the row's first cell). */
export const checklistRow = (page: Page, typeName: string): Locator =>
  page.getByTestId('documento').filter({ has: page.getByText(typeName, { exact: true }) });

/**
 * A calendar date `days` from today in Brasília, `aaaa-mm-dd`: the calendar the app judges
 * validity by (a UTC date is tomorrow in Brasília from 21:00, and "yesterday" was not expired).
 */
export const daysFromToday = (days: number) => dayFromToday(days);

export interface SeededEntity {
  diligenceId: string;
  entityId: string;
}

/**
 * A diligence of the signed-in user through the API (as the web app calls it), following the
 * published track named `trackName` (or none), with one PJ target entity.
 */
export async function seedDiligenceWithEntity(
  page: Page,
  options: {
    title: string;
    trackName: string | null;
    entityName: string;
    cnpj: string;
    dueDate?: string;
  },
): Promise<SeededEntity> {
  const ownerId = (await readAuth(page))!._id as string;
  let trackId: string | null = null;
  if (options.trackName) {
    const tracks = await callApi<{ items: { trackId: string; name: string }[] }>(
      page,
      'GET',
      '/tracks?status=PUBLICADA',
    );
    trackId = tracks.items.find((t) => t.name === options.trackName)!.trackId;
  }
  const diligence = await callApi<{ _id: string }>(
    page,
    'POST',
    '/diligences',
    {
      title: options.title,
      purpose: 'M_A',
      ownerId,
      trackId,
      dueDate: options.dueDate ?? null,
      firstEntity: {
        kind: 'PJ',
        name: options.entityName,
        document: options.cnpj,
        roleInDiligence: 'ALVO',
      },
    },
    201,
  );
  const entities = await callApi<{ items: { _id: string }[] }>(
    page,
    'GET',
    `/diligences/${diligence._id}/entities`,
  );
  return { diligenceId: diligence._id, entityId: entities.items[0]!._id };
}

/** Sends `bytes` as a document's file (`POST /v1{path}`), from inside the page with its session. */
export async function uploadFile(
  page: Page,
  path: string,
  name: string,
  bytes: Buffer,
  type = 'application/pdf',
): Promise<void> {
  const auth = (await readAuth(page)) as { _id: string; AccessToken: string };
  const status = await page.evaluate(
    async ({ path, name, base64, auth, type }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const body = new FormData();
      body.append('file', new File([data], name, { type }));
      const res = await fetch(`/v1${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${auth.AccessToken}`, user: auth._id },
        body,
      });
      return res.status;
    },
    { path, name, base64: bytes.toString('base64'), auth, type },
  );
  expect(status, `POST ${path}`).toBe(201);
}

import type { Document } from '@lince/contracts';
import { activities, documentTypes, eq } from '@lince/db';
import { createDiligence, createEntity } from '@lince/db/testing/index';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import {
  authHeaders,
  callAs,
  companyWithAnalyst,
  json,
  type ApiMethod,
  type LoggedInUser,
  type TestApp,
} from './helpers.ts';
import { pdfOf } from './document-files.ts';
import { multipartFile } from './uploads.ts';

/** Names of seeded document types the documents tests use. */
export const TYPE_NAMES = {
  cnd: 'CND de Débitos Federais e Dívida Ativa da União',
  contrato: 'Contrato Social ou Estatuto Social consolidado',
  rg: 'RG ou CNH',
  outros: 'Outros',
} as const;
export type TypeKey = keyof typeof TYPE_NAMES;

/** A company, its analyst, a diligence with a PJ entity, and calls on its documents. */
export async function documentsFixture(t: TestApp) {
  const { companyId, analyst } = await companyWithAnalyst(t);
  const diligenceId = (await createDiligence(t.db, { companyId, ownerId: analyst.user.id })).id;
  const entityId = (await createEntity(t.db, { companyId, diligenceId, kind: 'PJ' })).id;
  const rows = await t.db.select().from(documentTypes);
  const type = Object.fromEntries(
    Object.entries(TYPE_NAMES).map(([k, name]) => [k, rows.find((r) => r.name === name)!.id]),
  ) as Record<TypeKey, string>;
  const base = `/v1/diligences/${diligenceId}`;

  async function addDocument(documentTypeId: string, toEntity = entityId): Promise<Document> {
    const response = await callAs(
      t,
      analyst.session,
      'POST',
      `${base}/entities/${toEntity}/documents`,
      { documentTypeId },
    );
    expect(response.statusCode, response.body).toBe(201);
    return json<Document>(response);
  }

  /** `POST` a multipart file to `path` (under the diligence) as `who`. */
  function send(path: string, data: Buffer, filename: string, who: LoggedInUser = analyst) {
    const { payload, headers } = multipartFile(data, {
      filename,
      contentType: 'application/octet-stream',
    });
    return t.app.inject({
      method: 'POST',
      url: `${base}${path}`,
      headers: { ...authHeaders(who.session), ...headers },
      payload,
    });
  }
  const upload = (documentId: string, data: Buffer, filename: string, who?: LoggedInUser) =>
    send(`/documents/${documentId}/files`, data, filename, who);

  /** A JSON call of the analyst under the diligence. */
  const call = (method: ApiMethod, path: string, payload?: unknown) =>
    callAs(t, analyst.session, method, `${base}${path}`, payload);
  /** The same, expecting `status` and a document in answer. */
  async function ok(method: ApiMethod, path: string, payload?: unknown, status = 200) {
    const response = await call(method, path, payload);
    expect(response.statusCode, response.body).toBe(status);
    return json<Document>(response);
  }
  /**
   * A new document of `typeId` holding one file (a PDF unless given). The same content may be sent
   * again by another call: kept as a duplicate (`?allowDuplicate=true`).
   */
  async function withFile(typeId: string, data?: Buffer, name = 'certidão.pdf') {
    const doc = await addDocument(typeId);
    const response = await send(
      `/documents/${doc._id}/files?allowDuplicate=true`,
      data ?? (await pdfOf()),
      name,
    );
    expect(response.statusCode, response.body).toBe(201);
    return json<Document>(response);
  }
  /** The audit trail's actions about a document, oldest first. */
  const actionsOf = async (documentId: string) =>
    (
      await t.db
        .select({ action: activities.action })
        .from(activities)
        .where(eq(activities.targetId, documentId))
        .orderBy(activities.at)
    ).map((a) => a.action);

  return {
    companyId,
    analyst,
    diligenceId,
    entityId,
    type,
    base,
    addDocument,
    send,
    upload,
    call,
    ok,
    withFile,
    actionsOf,
  };
}

/**
 * Sends half of a multipart upload of `data` to the listening app, then goes away (a client that
 * aborts mid-body); resolves once the connection is gone.
 */
export async function abortedUpload(
  t: TestApp,
  who: LoggedInUser,
  url: string,
  data: Buffer,
): Promise<void> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const body = multipartFile(data, { filename: 'grande.pdf', contentType: 'application/pdf' });
  await new Promise<void>((resolve) => {
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: url,
      headers: {
        ...authHeaders(who.session),
        ...body.headers,
        'content-length': body.payload.length,
      },
    });
    request.on('error', () => resolve());
    request.on('response', () => resolve());
    request.write(body.payload.subarray(0, Math.floor(body.payload.length / 2)));
    setTimeout(() => {
      request.destroy();
      resolve();
    }, 200);
  });
}

/** Waits until `check` holds (the server cleans up after an aborted upload asynchronously). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
}

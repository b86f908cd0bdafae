import type {
  DocumentType,
  DocumentTypeInputSchema,
  DocumentTypeListQuerySchema,
  DocumentTypeUpdateSchema,
  Page,
} from '@lince/contracts';
import type { DocumentTypeRow } from '@lince/db';
import type { z } from 'zod';
import { audited, changes } from '../../domain/audit.ts';
import type { ServiceContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { pageResult } from '../../lib/paging.ts';
import {
  activeDocumentTypeRows,
  findDocumentType,
  insertDocumentType,
  listDocumentTypeRows,
  updateDocumentTypeRow,
} from './repository.ts';

export function toDocumentType(row: DocumentTypeRow): DocumentType {
  return {
    _id: row.id,
    name: row.name,
    category: row.category,
    appliesTo: row.appliesTo,
    issuer: row.issuer,
    validityDays: row.validityDays,
    instructions: row.instructions,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The global catalogue of document types (kept by the provider, read by everyone). Types are
 * deactivated, never deleted.
 */
export async function listDocumentTypes(
  ctx: ServiceContext,
  query: z.output<typeof DocumentTypeListQuerySchema>,
): Promise<Page<DocumentType>> {
  const { rows, total } = await listDocumentTypeRows(ctx.db, query);
  return pageResult(rows.map(toDocumentType), total, query.page, query.pageSize);
}

/** Every active type, by name (for the selectors of later screens). */
export async function listActiveDocumentTypes(
  ctx: ServiceContext,
): Promise<{ items: DocumentType[] }> {
  return { items: (await activeDocumentTypeRows(ctx.db)).map(toDocumentType) };
}

async function load(ctx: ServiceContext, id: string): Promise<DocumentTypeRow> {
  const row = await findDocumentType(ctx.db, id);
  if (!row) throw notFound('Tipo de documento não encontrado.');
  return row;
}

export async function getDocumentType(ctx: ServiceContext, id: string): Promise<DocumentType> {
  return toDocumentType(await load(ctx, id));
}

export async function createDocumentType(
  ctx: ServiceContext,
  input: z.output<typeof DocumentTypeInputSchema>,
): Promise<DocumentType> {
  const row = await audited(
    ctx,
    (created: DocumentTypeRow) => ({
      action: 'DOCUMENT_TYPE_CREATED',
      targetType: 'document_type',
      targetId: created.id,
      summary: { after: { name: created.name, category: created.category } },
    }),
    (tx) => insertDocumentType(tx.db, input),
  );
  return toDocumentType(row);
}

export async function updateDocumentType(
  ctx: ServiceContext,
  id: string,
  input: z.output<typeof DocumentTypeUpdateSchema>,
): Promise<DocumentType> {
  const current = await load(ctx, id);
  const values = Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== undefined),
  ) as Partial<DocumentTypeRow>;
  const diff = changes(current as unknown as Record<string, unknown>, values);
  if (Object.keys(diff.after).length === 0) return toDocumentType(current);
  const row = await audited(
    ctx,
    { action: 'DOCUMENT_TYPE_UPDATED', targetType: 'document_type', targetId: id, summary: diff },
    (tx) => updateDocumentTypeRow(tx.db, id, values),
  );
  return toDocumentType(row);
}

export async function setDocumentTypeActive(
  ctx: ServiceContext,
  id: string,
  active: boolean,
): Promise<DocumentType> {
  const current = await load(ctx, id);
  if (current.active === active) return toDocumentType(current);
  const row = await audited(
    ctx,
    {
      action: active ? 'DOCUMENT_TYPE_ACTIVATED' : 'DOCUMENT_TYPE_DEACTIVATED',
      targetType: 'document_type',
      targetId: id,
      summary: { name: current.name, before: { active: !active }, after: { active } },
    },
    (tx) => updateDocumentTypeRow(tx.db, id, { active }),
  );
  return toDocumentType(row);
}

import { z } from 'zod';
import { PageQuerySchema, pageOf } from './pagination.ts';
import {
  LIST_VERSION_STATES,
  PUBLIC_RESTRICTIVE_LISTS,
  RESTRICTIVE_LISTS,
} from './restrictive-lists.ts';

/**
 * Importing the restrictive lists (issue 32): the provider's public lists and a client company's
 * own list, each import a new version, followed as a background task.
 */

/** Default of `RESTRICTIVE_LIST_IMPORT_MAX_BYTES`: a whole CEIS CSV (about 1 million rows) fits. */
export const DEFAULT_RESTRICTIVE_LIST_IMPORT_MAX_BYTES = 1024 * 1024 * 1024;

export const LIST_INVALID_MESSAGE = `Lista inválida. Use um de: ${PUBLIC_RESTRICTIVE_LISTS.join(', ')}.`;

/** `/v1/restrictive-lists/:list/…`: one of the public lists (anything else is a 400). */
export const PublicListParamsSchema = z.object({
  list: z.enum(PUBLIC_RESTRICTIVE_LISTS, { error: LIST_INVALID_MESSAGE }),
});

/** A version in force, as every role reads it (the rows themselves stay on the server). */
export const ListInForceSchema = z.object({
  list: z.enum(RESTRICTIVE_LISTS),
  version: z.number().int(),
  importedAt: z.string(),
  rows: z.number().int(),
  fileName: z.string(),
  sha256: z.string(),
  importedBy: z.string().nullable(),
});
export type ListInForce = z.infer<typeof ListInForceSchema>;

export const ListsInForceSchema = z.object({ items: z.array(ListInForceSchema) });
export type ListsInForce = z.infer<typeof ListsInForceSchema>;

/** One import of a list, whatever its state (the history of the provider's screen). */
export const ListVersionSchema = z.object({
  _id: z.string(),
  list: z.enum(RESTRICTIVE_LISTS),
  version: z.number().int(),
  state: z.enum(LIST_VERSION_STATES),
  rows: z.number().int(),
  fileName: z.string(),
  sha256: z.string(),
  importedBy: z.string().nullable(),
  /** The import's task (`GET /v1/jobs/{jobId}`), while it is kept. */
  jobId: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
  importedAt: z.string().nullable(),
  /** The version screenings use now (the newest CONCLUIDA). */
  inForce: z.boolean(),
});
export type ListVersion = z.infer<typeof ListVersionSchema>;

export const ListVersionsQuerySchema = PageQuerySchema.pick({ page: true, pageSize: true });
export type ListVersionsQuery = z.infer<typeof ListVersionsQuerySchema>;
export const ListVersionPageSchema = pageOf(ListVersionSchema);
export type ListVersionPage = z.infer<typeof ListVersionPageSchema>;

/** The result of a finished list import: the version now in force and its rows. */
export const RestrictiveListImportResultSchema = z.object({
  list: z.enum(RESTRICTIVE_LISTS),
  version: z.number().int(),
  rows: z.number().int(),
  /** OFAC: the names screened by name (entries and their aliases). */
  names: z.number().int().optional(),
});
export type RestrictiveListImportResult = z.infer<typeof RestrictiveListImportResultSchema>;

/** The result of a list import (rather than another task's). */
export const isListImportResult = (result: unknown): result is RestrictiveListImportResult =>
  typeof result === 'object' && result !== null && 'rows' in result && 'list' in result;

import { z } from 'zod';

/** A field's message (validation), or a refusal's message naming a document. */
export const FieldErrorDetailSchema = z.object({
  path: z.string(),
  message: z.string(),
  /** A document the refusal names (the concluding rule: a required one not analysed). */
  documentId: z.string().optional(),
  documentTypeName: z.string().optional(),
  documentStatus: z.string().optional(),
  entityId: z.string().optional(),
  entityName: z.string().optional(),
});

/** `DUPLICATE_FILE` (409): a file of the party with the same SHA-256, and its document. */
export const DuplicateFileDetailSchema = z.object({
  fileId: z.string(),
  documentId: z.string(),
});
export type DuplicateFileDetail = z.infer<typeof DuplicateFileDetailSchema>;

/** Every API error answers `{ error: { code, message } }` with a Portuguese message. */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(z.union([FieldErrorDetailSchema, DuplicateFileDetailSchema])).optional(),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

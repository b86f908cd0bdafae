import { z } from 'zod';

/** Every API error answers `{ error: { code, message } }` with a Portuguese message. */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z
      .array(
        z.object({
          path: z.string(),
          message: z.string(),
          /** A document the refusal names (the concluding rule: a required one not analysed). */
          documentId: z.string().optional(),
          documentTypeName: z.string().optional(),
          documentStatus: z.string().optional(),
          entityId: z.string().optional(),
          entityName: z.string().optional(),
        }),
      )
      .optional(),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

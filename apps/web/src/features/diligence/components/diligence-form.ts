import { z } from 'zod';
import {
  DILIGENCE_PURPOSES,
  DiligenceBaseInputSchema,
  IsoDateSchema,
  PRIORITIES,
  UserRefSchema,
  type Diligence,
  type DiligencePurpose,
  type UserRef,
} from '@lince/contracts/diligences';
import {
  ENTITY_KINDS,
  ENTITY_ROLES,
  EntityInputSchema,
  type DiligenceInput,
} from '@lince/contracts/entities';

/** The diligence dialog's form: its schema, first values and the API body it becomes. */
const FirstEntitySchema = z.object({
  enabled: z.boolean(),
  kind: z.enum(ENTITY_KINDS),
  name: z.string(),
  document: z.string(),
  roleInDiligence: z.enum(ENTITY_ROLES),
});

export const DiligenceFormSchema = z
  .object({
    title: DiligenceBaseInputSchema.shape.title,
    purpose: z
      .string()
      .refine(
        (v) => (DILIGENCE_PURPOSES as readonly string[]).includes(v),
        'Escolha a finalidade.',
      ),
    description: z.string().trim().max(5000, 'Descrição longa demais (máximo 5000 caracteres).'),
    owner: UserRefSchema.nullable().refine((v) => v !== null, 'Escolha o responsável.'),
    team: z.array(UserRefSchema).max(50, 'No máximo 50 pessoas na equipe.'),
    dueDate: z
      .string()
      .refine((v) => v === '' || IsoDateSchema.safeParse(v).success, 'Data inválida.'),
    priority: z.enum(PRIORITIES),
    /** The track's `trackId`; empty: no track. Only on creation (the API takes it then). */
    trackId: z.string(),
    firstEntity: FirstEntitySchema,
  })
  .superRefine((values, ctx) => {
    // The first entity is checked by the API's own schema, only when the section is on.
    if (!values.firstEntity.enabled) return;
    const { enabled: _enabled, ...entity } = values.firstEntity;
    const parsed = EntityInputSchema.safeParse(entity);
    for (const issue of parsed.error?.issues ?? [])
      ctx.addIssue({
        code: 'custom',
        path: ['firstEntity', ...issue.path],
        message: issue.message,
      });
  });
export type FormInput = z.input<typeof DiligenceFormSchema>;
export type FormOutput = z.output<typeof DiligenceFormSchema>;

/** Where the API's validation details land in the form. */
export const SERVER_FIELDS = {
  title: 'title',
  purpose: 'purpose',
  description: 'description',
  ownerId: 'owner',
  memberIds: 'team',
  dueDate: 'dueDate',
  priority: 'priority',
  trackId: 'trackId',
  'firstEntity.name': 'firstEntity.name',
  'firstEntity.document': 'firstEntity.document',
  'firstEntity.kind': 'firstEntity.kind',
  'firstEntity.roleInDiligence': 'firstEntity.roleInDiligence',
} as const;

/**
 * The first values of the form; `defaultTrackId` is the company's default track (a new diligence
 * starts on it).
 */
export function initialValues(
  diligence: Diligence | null,
  self: UserRef | null,
  defaultTrackId: string | null = null,
): FormInput {
  return {
    title: diligence?.title ?? '',
    purpose: diligence?.purpose ?? '',
    description: diligence?.description ?? '',
    owner: diligence?.owner ?? self,
    team: diligence?.team ?? [],
    dueDate: diligence?.dueDate ?? '',
    priority: diligence?.priority ?? 'MEDIA',
    trackId: diligence ? (diligence.trackId ?? '') : (defaultTrackId ?? ''),
    firstEntity: { enabled: false, kind: 'PJ', name: '', document: '', roleInDiligence: 'ALVO' },
  };
}

/** The API's body of a creation or an edit. */
export function bodyOf(values: FormOutput, creating: boolean): DiligenceInput {
  const { enabled, ...entity } = values.firstEntity;
  return {
    title: values.title,
    purpose: values.purpose as DiligencePurpose,
    description: values.description,
    ownerId: values.owner!._id,
    memberIds: values.team.map((p) => p._id),
    dueDate: values.dueDate || null,
    priority: values.priority,
    ...(creating ? { trackId: values.trackId || null } : {}),
    ...(creating && enabled ? { firstEntity: entity } : {}),
  };
}

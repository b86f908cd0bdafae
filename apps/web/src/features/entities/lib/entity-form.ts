import { z } from 'zod';
import type { AddressInput } from '@lince/contracts/address';
import { isValidCnpj } from '@lince/contracts/br/cnpj';
import { cpfFitsMask, isValidCpf } from '@lince/contracts/br/cpf';
import { isCalendarDate } from '@lince/contracts/fields';
import {
  BirthOrFoundationDateSchema,
  ContactSchema,
  ENTITY_KINDS,
  ENTITY_ROLES,
  EntityUpdateSchema,
  entityCpfMismatchMessage,
  isDocumentPending,
  type Entity,
  type EntityInput,
  type EntityKind,
  type EntityRole,
  type EntityUpdate,
} from '@lince/contracts/entities';
import {
  isEmptyAddress,
  toAddressInput,
  validateAddress,
} from '../../../components/address-fields.tsx';
import { todayInBrazil } from '@lince/contracts/calendar';
import { formatDocument } from '../../../shared/diligence/format-document.ts';
import type { PartyPrefill } from '../../../shared/diligence/new-party-link.ts';
import { parseShare, shareToText } from '../../../shared/diligence/share.ts';

/** Relations suggested for the link with the parent entity (free text: any other is accepted). */
export const RELATION_SUGGESTIONS = [
  'Sócio',
  'Sócio administrador',
  'Controladora',
  'Controlada',
  'Administrador',
  'Procurador',
  'Cônjuge',
  'Herdeiro',
];

export interface EntityFormValues {
  kind: EntityKind;
  name: string;
  /** As typed; '' while a CPF to be completed is left as it is. */
  document: string;
  /** The mask Receita shows (`***998224**`) of a person whose CPF is still to be completed; '' otherwise. */
  documentMask: string;
  roleInDiligence: EntityRole | '';
  /** '' = no parent. */
  parentEntityId: string;
  relation: string;
  /** As typed: "50", "12,5". */
  share: string;
  address: AddressInput;
  /** aaaa-mm-dd from the date field, '' for none; any other text is an entry that is not a date. */
  birthOrFoundationDate: string;
  email: string;
  phone: string;
}

const documentLabel = (kind: EntityKind) => (kind === 'PF' ? 'CPF' : 'CNPJ');

/** The form's checks, with the contracts' messages where the contracts have them. */
export const EntityFormSchema = z
  .object({
    kind: z.enum(ENTITY_KINDS, { error: 'Escolha o tipo (PF ou PJ).' }),
    name: EntityUpdateSchema.shape.name.unwrap(),
    document: z.string(),
    documentMask: z.string(),
    roleInDiligence: z
      .union([z.enum(ENTITY_ROLES), z.literal('')])
      .refine((v) => v !== '', 'Escolha o papel na diligência.'),
    parentEntityId: z.string(),
    relation: z.string().trim().max(100, 'Relação longa demais (máximo 100 caracteres).'),
    share: z.string(),
    address: z.custom<AddressInput>(),
    birthOrFoundationDate: z.string(),
    email: ContactSchema.shape.email.unwrap(),
    phone: ContactSchema.shape.phone.unwrap(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: keyof EntityFormValues, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const label = documentLabel(v.kind);
    const mask = v.kind === 'PF' ? v.documentMask : '';
    if (!v.document.trim()) {
      if (!mask) issue('document', `Informe o ${label}.`);
    } else if (!(v.kind === 'PF' ? isValidCpf(v.document) : isValidCnpj(v.document)))
      issue('document', `${label} inválido.`);
    else if (mask && !cpfFitsMask(v.document, mask))
      issue('document', entityCpfMismatchMessage(mask));
    const share = parseShare(v.share);
    if ('error' in share) issue('share', share.error);
    if (validateAddress(v.address)) issue('address', 'Endereço incompleto.');
    const date = v.birthOrFoundationDate;
    const checked = date ? BirthOrFoundationDateSchema.safeParse(date) : null;
    if (date && !isCalendarDate(date)) issue('birthOrFoundationDate', 'Data inválida.');
    else if (date && date > todayInBrazil())
      issue('birthOrFoundationDate', 'A data não pode estar no futuro.');
    else if (checked && !checked.success)
      issue('birthOrFoundationDate', checked.error.issues[0]!.message);
  });

/** The form's values for a new entity or for editing `entity`. */
export function toFormValues(entity: Entity | null): EntityFormValues {
  if (!entity)
    return {
      kind: 'PJ',
      name: '',
      document: '',
      documentMask: '',
      roleInDiligence: '',
      parentEntityId: '',
      relation: '',
      share: '',
      address: toAddressInput(null),
      birthOrFoundationDate: '',
      email: '',
      phone: '',
    };
  return {
    kind: entity.kind,
    name: entity.name,
    document: isDocumentPending(entity) ? '' : formatDocument(entity),
    documentMask: isDocumentPending(entity) ? entity.document : '',
    roleInDiligence: entity.roleInDiligence,
    parentEntityId: entity.parentEntityId ?? '',
    relation: entity.relation ?? '',
    share: shareToText(entity.sharePercent),
    address: toAddressInput(entity.address),
    birthOrFoundationDate: entity.birthOrFoundationDate ?? '',
    email: entity.contact?.email ?? '',
    phone: entity.contact?.phone ?? '',
  };
}

/**
 * A new entity's values with what another screen sent (`newPartyPath`): a parent not among the
 * diligence's entities is left out.
 */
export function prefilledValues(
  prefill: Partial<PartyPrefill> | undefined,
  entities: Pick<Entity, '_id'>[],
): EntityFormValues {
  const empty = toFormValues(null);
  if (!prefill) return empty;
  const parent = entities.some((e) => e._id === prefill.parentEntityId)
    ? prefill.parentEntityId!
    : '';
  return {
    ...empty,
    kind: prefill.kind ?? empty.kind,
    name: prefill.name ?? '',
    document: prefill.document ?? '',
    roleInDiligence: prefill.roleInDiligence ?? '',
    parentEntityId: parent,
    relation: parent ? (prefill.relation ?? '') : '',
  };
}

/** The API body of validated values. Relation and share describe the link with a parent only. */
export function toEntityInput(v: EntityFormValues): EntityInput & Required<EntityUpdate> {
  const hasParent = v.parentEntityId !== '';
  const share = parseShare(v.share);
  const email = v.email.trim();
  const phone = v.phone.trim();
  return {
    kind: v.kind,
    name: v.name.trim(),
    document: v.document.trim() || (v.kind === 'PF' ? v.documentMask : ''),
    roleInDiligence: v.roleInDiligence as EntityRole,
    parentEntityId: hasParent ? v.parentEntityId : null,
    relation: hasParent ? v.relation.trim() || null : null,
    sharePercent: hasParent && 'value' in share ? share.value : null,
    address: isEmptyAddress(v.address) ? null : v.address,
    birthOrFoundationDate: v.birthOrFoundationDate || null,
    contact: email || phone ? { email, phone } : null,
  };
}

/**
 * What an edit changed, as a partial update: fields left as they were are not sent. Kind and
 * document go together (the server checks one against the other).
 */
export function changedFields(before: EntityFormValues, after: EntityFormValues): EntityUpdate {
  const was = toEntityInput(before);
  const now = toEntityInput(after);
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(now) as (keyof typeof now)[])
    if (JSON.stringify(now[key]) !== JSON.stringify(was[key])) changed[key] = now[key];
  if ('kind' in changed || 'document' in changed) {
    changed.kind = now.kind;
    changed.document = now.document;
  }
  return changed as EntityUpdate;
}

import {
  ENTITY_KINDS,
  ENTITY_ROLES,
  type EntityKind,
  type EntityRole,
} from '@lince/contracts/entities';
import { diligencePath } from './links.ts';

/** What the "Nova parte" dialog starts with when another screen sends the analyst to it. */
export interface PartyPrefill {
  kind: EntityKind;
  name: string;
  /** As typed in the form: a CPF/CNPJ, or '' when the source gives none usable. */
  document: string;
  roleInDiligence: EntityRole;
  parentEntityId: string;
  relation: string;
}

const KEYS = {
  kind: 'tipo',
  name: 'nome',
  document: 'documento',
  roleInDiligence: 'papel',
  parentEntityId: 'controladora',
  relation: 'relacao',
} as const satisfies Record<keyof PartyPrefill, string>;
const FLAG = 'nova-parte';

/** The diligence's parties with the "Nova parte" dialog open and prefilled. */
export function newPartyPath(diligenceId: string, prefill: PartyPrefill): string {
  const params = new URLSearchParams({ [FLAG]: '1' });
  for (const key of Object.keys(KEYS) as (keyof PartyPrefill)[])
    if (prefill[key]) params.set(KEYS[key], prefill[key]);
  return `${diligencePath(diligenceId)}?${params.toString()}`;
}

/** The prefill an address asks for (values checked: an unknown kind or role is left out), or null. */
export function partyPrefillOf(params: URLSearchParams): Partial<PartyPrefill> | null {
  if (params.get(FLAG) !== '1') return null;
  const text = (key: keyof PartyPrefill, max: number) =>
    (params.get(KEYS[key]) ?? '').slice(0, max);
  const kind = params.get(KEYS.kind);
  const role = params.get(KEYS.roleInDiligence);
  return {
    ...(ENTITY_KINDS.includes(kind as EntityKind) ? { kind: kind as EntityKind } : {}),
    ...(ENTITY_ROLES.includes(role as EntityRole) ? { roleInDiligence: role as EntityRole } : {}),
    name: text('name', 200),
    document: text('document', 32),
    parentEntityId: text('parentEntityId', 64),
    relation: text('relation', 100),
  };
}

/** The address without the prefill (once the dialog is open, a reload must not reopen it). */
export function withoutPartyPrefill(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [FLAG, ...Object.values(KEYS)]) next.delete(key);
  return next;
}

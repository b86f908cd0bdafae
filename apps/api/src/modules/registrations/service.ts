import {
  PfRegistrationDataSchema,
  REGISTRATION_KIND_MISMATCH_MESSAGE,
  REGISTRATION_NOT_FOUND_MESSAGE,
  REGISTRATION_PF_PROVIDER_MESSAGE,
  type ActivityAction,
  type Registration,
  type RegistrationConclusionSchema,
  type RegistrationCreateSchema,
  type RegistrationData,
  type RegistrationList,
  type RegistrationSource,
} from '@lince/contracts';
import type { EntityRow } from '@lince/db';
import type { z } from 'zod';
import { audited } from '../../domain/audit.ts';
import type { ServiceContext } from '../../core/context.ts';
import { notFound, validationError } from '../../core/errors.ts';
import { setCheckStatus } from '../checklists/index.ts';
import type { DiligenceRecord } from '../../domain/diligence/record.ts';
import { loadEntity } from '../../domain/diligence/entity.ts';
import { fromBrasilApi } from './brasilapi.ts';
import { findDivergences } from './divergences.ts';
import type { CnpjProvider } from './provider.ts';
import {
  concludeRegistration,
  findRegistration,
  insertRegistration,
  listRegistrations,
  toRegistration,
} from './repository.ts';

const ACTIONS: Record<RegistrationSource, ActivityAction> = {
  PROVIDER: 'REGISTRATION_FETCHED',
  IMPORT: 'REGISTRATION_IMPORTED',
  MANUAL: 'REGISTRATION_ENTERED',
};

export async function registrationOf(ctx: ServiceContext, diligenceId: string, id: string) {
  const row = await findRegistration(ctx.db, ctx.companyId, diligenceId, id);
  if (!row) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
  return row;
}

/** An imported file: BrasilAPI's shape for a company; the contract's own fields for a person. */
function imported(entity: EntityRow, payload: unknown): RegistrationData {
  if (entity.kind === 'PF') {
    const parsed = PfRegistrationDataSchema.safeParse(
      payload && typeof payload === 'object' ? { ...payload, kind: 'PF' } : payload,
    );
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0]!;
    throw validationError(
      `Arquivo inválido: ${issue.path.join('.') || 'conteúdo'}: ${issue.message}`,
      'payload',
    );
  }
  const mapped = fromBrasilApi(payload);
  if (!mapped.ok)
    throw validationError(
      `Arquivo inválido: não tem o formato da consulta de CNPJ (${mapped.problem}).`,
      'payload',
    );
  return mapped.data;
}

async function dataOf(
  provider: CnpjProvider,
  entity: EntityRow,
  body: z.output<typeof RegistrationCreateSchema>,
): Promise<RegistrationData> {
  switch (body.source) {
    case 'PROVIDER':
      if (entity.kind !== 'PJ') throw validationError(REGISTRATION_PF_PROVIDER_MESSAGE, 'source');
      return provider.lookup(entity.document);
    case 'IMPORT':
      return imported(entity, body.payload);
    case 'MANUAL':
      if (body.data.kind !== entity.kind)
        throw validationError(REGISTRATION_KIND_MISMATCH_MESSAGE, 'data.kind');
      return body.data;
  }
}

/**
 * A new dated snapshot of the entity's registration (from the provider, a file or the form),
 * with its divergences from what the diligence declared. Earlier snapshots stay as they are.
 */
export async function createRegistration(
  ctx: ServiceContext,
  provider: CnpjProvider,
  { diligence }: DiligenceRecord,
  entityId: string,
  body: z.output<typeof RegistrationCreateSchema>,
): Promise<Registration> {
  const entity = await loadEntity(ctx, diligence.id, entityId);
  const data = await dataOf(provider, entity, body);
  const divergences = findDivergences(entity, data);
  const id = await audited(
    ctx,
    (created: string) => ({
      action: ACTIONS[body.source],
      targetType: 'registration',
      targetId: created,
      summary: { diligenceId: diligence.id, entityId, divergences: divergences.length },
    }),
    (tx) =>
      insertRegistration(tx.db, {
        companyId: ctx.companyId,
        diligenceId: diligence.id,
        entityId,
        source: body.source,
        fetchedBy: ctx.userId,
        data,
        divergences,
      }),
  );
  return toRegistration(await registrationOf(ctx, diligence.id, id));
}

export async function entityRegistrations(
  ctx: ServiceContext,
  provider: CnpjProvider,
  { diligence }: DiligenceRecord,
  entityId: string,
): Promise<RegistrationList> {
  await loadEntity(ctx, diligence.id, entityId);
  const rows = await listRegistrations(ctx.db, ctx.companyId, diligence.id, entityId);
  return { items: rows.map(toRegistration), providerAvailable: provider.configured };
}

export async function getRegistration(
  ctx: ServiceContext,
  { diligence }: DiligenceRecord,
  id: string,
): Promise<Registration> {
  return toRegistration(await registrationOf(ctx, diligence.id, id));
}

/**
 * The analyst's conclusion (Regular, Regular com ressalvas, Irregular) and notes; in the same
 * transaction the entity's CADASTRO check becomes CONCLUIDA (nothing when its track has none).
 */
export async function concludeAnalysis(
  ctx: ServiceContext,
  { diligence }: DiligenceRecord,
  id: string,
  input: z.output<typeof RegistrationConclusionSchema>,
): Promise<Registration> {
  const current = (await registrationOf(ctx, diligence.id, id)).registration;
  await audited(
    ctx,
    {
      action: 'REGISTRATION_CONCLUDED',
      targetType: 'registration',
      targetId: id,
      summary: {
        diligenceId: diligence.id,
        entityId: current.entityId,
        before: { conclusion: current.conclusion },
        after: { conclusion: input.conclusion },
      },
    },
    async (tx) => {
      await concludeRegistration(tx.db, id, input);
      await setCheckStatus(tx.db, current.entityId, 'CADASTRO', 'CONCLUIDA');
    },
  );
  return toRegistration(await registrationOf(ctx, diligence.id, id));
}

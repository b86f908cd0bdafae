import {
  TERMS_PUBLISHED_IMMUTABLE_MESSAGE,
  type CurrentTerms,
  type Page,
  type TermsDraftInputSchema,
  type TermsDraftUpdateSchema,
  type TermsVersion,
} from '@lince/contracts';
import type { z } from 'zod';
import { audit, audited } from '../../domain/audit.ts';
import { inTransaction, type ServiceContext } from '../../core/context.ts';
import { conflict, isUniqueViolation, notFound, unauthorized } from '../../core/errors.ts';
import { pageResult, pageWindow } from '../../lib/paging.ts';
import {
  acceptedTermsVersion,
  countTermsVersions,
  currentTermsRow,
  findTermsVersion,
  insertAcceptance,
  insertNextTermsVersion,
  publishDraftRow,
  termsVersionById,
  termsVersionExists,
  termsWithPeople,
  updateDraftRow,
  type TermsWithPeople,
} from './repository.ts';

const termsNotFound = () => notFound('Versão dos termos não encontrada.');
const immutable = () => conflict(TERMS_PUBLISHED_IMMUTABLE_MESSAGE);

function toTermsVersion(row: TermsWithPeople, currentId: string | undefined): TermsVersion {
  const t = row.terms;
  return {
    _id: t.id,
    version: t.version,
    title: t.title,
    text: t.text,
    status: t.publishedAt ? 'PUBLICADA' : 'RASCUNHO',
    current: t.id === currentId,
    createdAt: t.createdAt.toISOString(),
    createdBy: row.creator ? { _id: row.creator.id, name: row.creator.name } : null,
    updatedAt: t.updatedAt.toISOString(),
    publishedAt: t.publishedAt?.toISOString() ?? null,
    publishedBy: row.publisher ? { _id: row.publisher.id, name: row.publisher.name } : null,
    acceptances: row.acceptances,
  };
}

export async function listTermsVersions(
  ctx: ServiceContext,
  query: { page: number; pageSize: number },
): Promise<Page<TermsVersion>> {
  const [rows, total, current] = await Promise.all([
    termsWithPeople(ctx.db, undefined, pageWindow(query.page, query.pageSize)),
    countTermsVersions(ctx.db),
    currentTermsRow(ctx.db),
  ]);
  return pageResult(
    rows.map((r) => toTermsVersion(r, current?.id)),
    total,
    query.page,
    query.pageSize,
  );
}

export async function getTermsVersion(ctx: ServiceContext, id: string): Promise<TermsVersion> {
  const [row, current] = await Promise.all([termsVersionById(ctx.db, id), currentTermsRow(ctx.db)]);
  if (!row) throw termsNotFound();
  return toTermsVersion(row, current?.id);
}

export async function createTermsDraft(
  ctx: ServiceContext,
  input: z.output<typeof TermsDraftInputSchema>,
): Promise<TermsVersion> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const created = await audited(
        ctx,
        (row: { id: string; version: number; title: string }) => ({
          action: 'TERMS_CREATED',
          targetType: 'terms',
          targetId: row.id,
          summary: { after: { version: row.version, title: row.title } },
        }),
        (tx) => insertNextTermsVersion(tx.db, { ...input, createdBy: ctx.userId }),
      );
      return getTermsVersion(ctx, created.id);
    } catch (error) {
      // Two drafts created at once took the same number: try the next one.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

export async function updateTermsDraft(
  ctx: ServiceContext,
  id: string,
  input: z.output<typeof TermsDraftUpdateSchema>,
): Promise<TermsVersion> {
  const current = await findTermsVersion(ctx.db, id);
  if (!current) throw termsNotFound();
  if (current.publishedAt) throw immutable();
  const values = {
    ...(input.title !== undefined && input.title !== current.title ? { title: input.title } : {}),
    ...(input.text !== undefined && input.text !== current.text ? { text: input.text } : {}),
  };
  if (Object.keys(values).length === 0) return getTermsVersion(ctx, id);
  await audited(
    ctx,
    {
      action: 'TERMS_UPDATED',
      targetType: 'terms',
      targetId: id,
      summary: {
        version: current.version,
        ...(values.title
          ? { before: { title: current.title }, after: { title: values.title } }
          : {}),
        textChanged: values.text !== undefined,
      },
    },
    async (tx) => {
      if (!(await updateDraftRow(tx.db, id, values))) throw immutable();
    },
  );
  return getTermsVersion(ctx, id);
}

/** Publishing makes the version current (every user must accept it) and immutable. */
export async function publishTerms(ctx: ServiceContext, id: string): Promise<TermsVersion> {
  await audited(
    ctx,
    (published: { version: number; title: string }) => ({
      action: 'TERMS_PUBLISHED',
      targetType: 'terms',
      targetId: id,
      summary: { version: published.version, title: published.title },
    }),
    async (tx) => {
      const published = await publishDraftRow(tx.db, id, ctx.userId);
      if (published) return published;
      throw (await termsVersionExists(tx.db, id)) ? immutable() : termsNotFound();
    },
  );
  return getTermsVersion(ctx, id);
}

export async function getCurrentTerms(ctx: ServiceContext): Promise<CurrentTerms> {
  const [current, user] = await Promise.all([
    currentTermsRow(ctx.db),
    acceptedTermsVersion(ctx.db, ctx.userId),
  ]);
  if (!user) throw unauthorized();
  const acceptedVersion = user.accepted;
  return {
    terms: current
      ? {
          version: current.version,
          title: current.title,
          text: current.text,
          publishedAt: current.publishedAt!.toISOString(),
        }
      : null,
    acceptedVersion,
    mustAccept: !!current && acceptedVersion !== current.version,
  };
}

/** Records the caller's acceptance of the current version (time, IP, browser). */
export async function acceptTerms(
  ctx: ServiceContext,
  version: number,
  userAgent: string | null,
): Promise<CurrentTerms> {
  const current = await currentTermsRow(ctx.db);
  if (!current || current.version !== version)
    throw conflict(
      'Esta não é a versão vigente dos termos. Recarregue a página e leia a versão atual.',
    );
  await inTransaction(ctx, async (tx) => {
    const recorded = await insertAcceptance(tx.db, {
      userId: ctx.userId,
      version,
      ip: ctx.ip,
      userAgent,
    });
    if (recorded)
      await audit(tx, {
        action: 'TERMS_ACCEPTED',
        targetType: 'terms',
        targetId: current.id,
        summary: { version },
      });
  });
  return getCurrentTerms(ctx);
}

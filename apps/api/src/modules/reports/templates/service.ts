/** A company's saved custom-report layouts (`/v1/report-templates`). */
import {
  REPORT_TEMPLATE_NAME_TAKEN_MESSAGE,
  REPORT_TEMPLATE_NOT_FOUND_MESSAGE,
  type ReportTemplate,
  type ReportTemplateRequest,
} from '@lince/contracts';
import { audited, changes } from '../../../domain/audit.ts';
import type { ServiceContext } from '../../../core/context.ts';
import { conflictOnDuplicate, notFound } from '../../../core/errors.ts';
import {
  deleteReportTemplate,
  findReportTemplate,
  insertReportTemplate,
  listReportTemplates,
  updateReportTemplate,
  type ReportTemplateRecord,
} from './repository.ts';

export const reportTemplateNotFound = () => notFound(REPORT_TEMPLATE_NOT_FOUND_MESSAGE);

/** The unique (company, lower(name)) index's refusal → 409. */
const nameUnique = <T>(write: Promise<T>) =>
  conflictOnDuplicate(write, REPORT_TEMPLATE_NAME_TAKEN_MESSAGE);

export function toReportTemplate({
  template: t,
  creatorName,
}: ReportTemplateRecord): ReportTemplate {
  return {
    _id: t.id,
    name: t.name,
    sections: t.sections,
    blocks: t.blocks,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    createdBy: creatorName ?? '—',
  };
}

/** The company's template (404 for an unknown id and another company's alike). */
export async function loadReportTemplate(ctx: ServiceContext, id: string) {
  const record = await findReportTemplate(ctx.db, ctx.companyId, id);
  if (!record) throw reportTemplateNotFound();
  return record;
}

export async function listTemplates(ctx: ServiceContext): Promise<{ items: ReportTemplate[] }> {
  return { items: (await listReportTemplates(ctx.db, ctx.companyId)).map(toReportTemplate) };
}

const auditOf = (t: Pick<ReportTemplateRequest, 'name' | 'sections'> & { blocks: unknown[] }) => ({
  name: t.name,
  sections: t.sections,
  blocks: t.blocks.length,
});

export async function createTemplate(
  ctx: ServiceContext,
  input: ReportTemplateRequest,
): Promise<ReportTemplate> {
  const id = await audited(
    ctx,
    (created: string) => ({
      action: 'REPORT_TEMPLATE_CREATED',
      targetType: 'report_template',
      targetId: created,
      summary: { after: auditOf(input) },
    }),
    (tx) =>
      nameUnique(
        insertReportTemplate(tx.db, {
          companyId: ctx.companyId,
          name: input.name,
          sections: input.sections,
          blocks: input.blocks,
          createdBy: ctx.userId,
        }),
      ),
  );
  return toReportTemplate(await loadReportTemplate(ctx, id));
}

export async function editTemplate(
  ctx: ServiceContext,
  id: string,
  input: ReportTemplateRequest,
): Promise<ReportTemplate> {
  const current = (await loadReportTemplate(ctx, id)).template;
  await audited(
    ctx,
    {
      action: 'REPORT_TEMPLATE_UPDATED',
      targetType: 'report_template',
      targetId: id,
      summary: changes(auditOf(current), auditOf(input)),
    },
    (tx) =>
      nameUnique(
        updateReportTemplate(tx.db, id, {
          name: input.name,
          sections: input.sections,
          blocks: input.blocks,
        }),
      ),
  );
  return toReportTemplate(await loadReportTemplate(ctx, id));
}

export async function removeTemplate(ctx: ServiceContext, id: string): Promise<void> {
  const current = (await loadReportTemplate(ctx, id)).template;
  await audited(
    ctx,
    {
      action: 'REPORT_TEMPLATE_DELETED',
      targetType: 'report_template',
      targetId: id,
      summary: { before: auditOf(current) },
    },
    (tx) => deleteReportTemplate(tx.db, id),
  );
}

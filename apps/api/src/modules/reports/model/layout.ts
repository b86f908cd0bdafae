/** What a report request asks for → the layout the model is built with. */
import {
  REPORT_CUSTOM_SECTIONS_REQUIRED_MESSAGE,
  type ReportKind,
  type ReportSectionKey,
  type ReportTextBlock,
} from '@lince/contracts';
import type { ServiceContext } from '../../../core/context.ts';
import { validationError } from '../../../core/errors.ts';
import { loadReportTemplate } from '../templates/service.ts';

/** The standard report, or a custom one: its sections in order, entities and free-text blocks. */
export type ReportBuildLayout =
  | { kind: 'PADRAO' }
  | {
      kind: 'PERSONALIZADO';
      sections: ReportSectionKey[];
      /** The entities to include (all of the diligence's when absent). */
      entityIds?: string[];
      blocks?: ReportTextBlock[];
    };

/** The fields of a preview or export request that shape the document. */
export interface ReportLayoutRequest {
  kind: ReportKind;
  templateId?: string | undefined;
  sections?: ReportSectionKey[] | undefined;
  entityIds?: string[] | undefined;
  blocks?: ReportTextBlock[] | undefined;
}

/**
 * PADRAO ignores the rest. PERSONALIZADO takes the request's sections and blocks, each falling
 * back to the template's when `templateId` names one of the company's (404 otherwise, as for an
 * unknown id); without sections nor template it is a 400.
 */
export async function resolveReportLayout(
  ctx: ServiceContext,
  request: ReportLayoutRequest,
): Promise<ReportBuildLayout> {
  if (request.kind === 'PADRAO') return { kind: 'PADRAO' };
  const template = request.templateId
    ? (await loadReportTemplate(ctx, request.templateId)).template
    : undefined;
  const sections = request.sections ?? template?.sections;
  if (!sections) throw validationError(REPORT_CUSTOM_SECTIONS_REQUIRED_MESSAGE, 'sections');
  const blocks = request.blocks ?? template?.blocks;
  return {
    kind: 'PERSONALIZADO',
    sections,
    ...(request.entityIds ? { entityIds: request.entityIds } : {}),
    ...(blocks?.length ? { blocks } : {}),
  };
}

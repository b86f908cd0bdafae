import { queryOptions } from '@tanstack/react-query';
import type { ReportTemplate, ReportTemplateRequest } from '@lince/contracts/reports';
import { api } from '../../../lib/api-client.ts';

/** `/v1/report-templates`: the company's saved custom-report layouts (any diligence). */
export async function listTemplates(): Promise<ReportTemplate[]> {
  const { data } = await api.get<{ items: ReportTemplate[] }>('/report-templates');
  return data.items;
}

export const templatesKey = ['report-templates'] as const;
export const templatesQuery = () =>
  queryOptions({ queryKey: templatesKey, queryFn: listTemplates });

export async function createTemplate(body: ReportTemplateRequest): Promise<ReportTemplate> {
  const { data } = await api.post<ReportTemplate>('/report-templates', body);
  return data;
}

export async function updateTemplate(
  id: string,
  body: ReportTemplateRequest,
): Promise<ReportTemplate> {
  const { data } = await api.put<ReportTemplate>(
    `/report-templates/${encodeURIComponent(id)}`,
    body,
  );
  return data;
}

export async function deleteTemplate(id: string): Promise<void> {
  await api.delete(`/report-templates/${encodeURIComponent(id)}`);
}

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DataRoomFile, DataRoomPage } from '@lince/contracts/documents';
import { api } from '../../../lib/api-client.ts';
import { entityUrl } from '../../../shared/diligence/api/diligence-url.ts';
import { entityDocumentsKey } from '../../../shared/documents/api/entity-documents-key.ts';

/** One file of the data room, with the document that holds it. */
export type EntityFile = DataRoomFile;

export interface EntityFilesParams {
  page: number;
  pageSize: number;
}

/** `GET /v1/diligences/:id/entities/:entityId/files?page=&pageSize=`: every file of the entity. */
export async function listEntityFiles(
  diligenceId: string,
  entityId: string,
  params: EntityFilesParams,
): Promise<DataRoomPage> {
  const { data } = await api.get<DataRoomPage>(entityUrl(diligenceId, entityId, '/files'), {
    params,
  });
  return data;
}

/** Without params: every page (for invalidation after an upload or a classification). */
export const entityFilesKey = (diligenceId: string, entityId: string, params?: EntityFilesParams) =>
  [...entityDocumentsKey(diligenceId, entityId), 'files', ...(params ? [params] : [])] as const;

export const entityFilesQuery = (
  diligenceId: string,
  entityId: string,
  params: EntityFilesParams,
) =>
  queryOptions({
    queryKey: entityFilesKey(diligenceId, entityId, params),
    queryFn: () => listEntityFiles(diligenceId, entityId, params),
    placeholderData: keepPreviousData,
  });

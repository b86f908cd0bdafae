import { queryOptions } from '@tanstack/react-query';
import type { DocumentType } from '@lince/contracts/document-types';
import { api } from '../../../lib/api-client.ts';

/** `GET /v1/document-types/active`: the catalogue a track's steps, an extra document and a classification choose from. */
export async function listActiveDocumentTypes(): Promise<DocumentType[]> {
  return (await api.get<{ items: DocumentType[] }>('/document-types/active')).data.items;
}

export const activeDocumentTypesKey = () => ['document-types', 'active'] as const;

export const activeDocumentTypesQuery = () =>
  queryOptions({
    queryKey: activeDocumentTypesKey(),
    queryFn: listActiveDocumentTypes,
    staleTime: 5 * 60_000,
  });

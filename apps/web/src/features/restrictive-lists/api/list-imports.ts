import type { JobAccepted } from '@lince/contracts/jobs';
import type { ListsInForce, ListVersion, PublicRestrictiveList } from '@lince/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pagedList } from '../../../lib/paged-list.ts';
import { uploadWithProgress } from '../../../shared/documents/upload.ts';

/** A public list (the provider's) or the caller's company's own list. */
export type ListTarget = PublicRestrictiveList | 'EMPRESA';

/** `GET /v1/restrictive-lists`: the versions in force (public lists and the company's own). */
export const listsInForceKey = ['restrictive-lists'] as const;
export const listsInForceQuery = () =>
  queryOptions({
    queryKey: listsInForceKey,
    queryFn: async () => (await api.get<ListsInForce>('/restrictive-lists')).data.items,
  });

const base = (target: ListTarget) =>
  target === 'EMPRESA' ? '/company-list' : `/restrictive-lists/${target}`;

export interface VersionsParams {
  target: ListTarget;
  page: number;
  pageSize: number;
}

/** `GET /v1/restrictive-lists/:list/versions` or `/v1/company-list/versions`: the history, paged. */
export const versionsKey = () => ['restrictive-list-versions'] as const;
export const versionsQuery = ({ target, page, pageSize }: VersionsParams) =>
  queryOptions({
    queryKey: [...versionsKey(), target, page, pageSize],
    queryFn: () =>
      pagedList<{ page: number; pageSize: number }, ListVersion>(
        'restrictive-list-versions',
        `${base(target)}/versions`,
      ).fetchPage({ page, pageSize }),
  });

/** `POST …/imports` (multipart `file`) → 202 `{ jobId }`; the file is read by a background job. */
export const startListImport = (
  target: ListTarget,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<JobAccepted> => uploadWithProgress(`${base(target)}/imports`, file, onProgress);

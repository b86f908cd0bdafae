import { queryOptions } from '@tanstack/react-query';
import type { Page } from '@lince/contracts/pagination';
import type { Role } from '@lince/contracts/roles';
import type { User } from '@lince/contracts/users';
import { api } from '../../../lib/api-client.ts';

export interface UserListParams {
  page: number;
  pageSize: number;
  search?: string | undefined;
  companyId?: string | undefined;
  role?: Role | undefined;
  active?: boolean | undefined;
  sort?: string;
  order?: 'asc' | 'desc';
}

/** `GET /v1/users` */
export async function listUsers(params: UserListParams): Promise<Page<User>> {
  const { data } = await api.get<Page<User>>('/users', { params });
  return data;
}

/** Without parameters: every page, for invalidation after a write. */
export const userListKey = (params?: UserListParams) =>
  ['users', ...(params ? [params] : [])] as const;

export const userListQuery = (params: UserListParams) =>
  queryOptions({ queryKey: userListKey(params), queryFn: () => listUsers(params) });

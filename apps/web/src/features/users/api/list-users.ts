import type { Role } from '@lince/contracts/roles';
import type { User } from '@lince/contracts/users';
import { pagedList } from '../../../lib/paged-list.ts';

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
export const {
  fetchPage: listUsers,
  listKey: userListKey,
  listQuery: userListQuery,
} = pagedList<UserListParams, User>('users', '/users');

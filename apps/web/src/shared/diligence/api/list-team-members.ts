import { queryOptions } from '@tanstack/react-query';
import type { TeamMembers } from '@lince/contracts/workspace';
import { api } from '../../../lib/api-client.ts';

/** `GET /v1/team-members`: active people of the caller's company (owner and team pickers). */
export async function listTeamMembers(
  search?: string,
  limit?: number,
): Promise<TeamMembers['items']> {
  const { data } = await api.get<TeamMembers>('/team-members', {
    params: { ...(search ? { search } : {}), ...(limit ? { limit } : {}) },
  });
  return data.items;
}

export const teamMembersKey = (search: string, limit?: number) =>
  ['team-members', search, ...(limit ? [limit] : [])] as const;

export const teamMembersQuery = (search: string, limit?: number) =>
  queryOptions({
    queryKey: teamMembersKey(search, limit),
    queryFn: () => listTeamMembers(search, limit),
  });

import type {
  Diligence,
  DiligenceListItem,
  DiligenceStatus,
  DiligenceUpdate,
  Kanban,
  RiskRating,
} from '@lince/contracts/diligences';
import type { DiligenceInput, Entity, EntityInput, EntityUpdate } from '@lince/contracts/entities';
import type { Page } from '@lince/contracts/pagination';
import type { SearchResult } from '@lince/contracts/search';
import type { DiligenceOverview, Home, TeamMembers } from '@lince/contracts/workspace';
import type { Activity } from '@lince/contracts/activities';
import { api } from '../../../lib/api-client.ts';

/** Query-string filters of the list and the kanban, as the API reads them (lists comma-joined). */
export type DiligenceQuery = Record<string, string | number | boolean | undefined>;

const path = (id: string, rest = '') => `/diligences/${encodeURIComponent(id)}${rest}`;

/** `GET /v1/diligences` */
export async function listDiligences(params: DiligenceQuery): Promise<Page<DiligenceListItem>> {
  const { data } = await api.get<Page<DiligenceListItem>>('/diligences', { params });
  return data;
}

/** `GET /v1/diligences/kanban` */
export async function getKanban(params: DiligenceQuery): Promise<Kanban> {
  const { data } = await api.get<Kanban>('/diligences/kanban', { params });
  return data;
}

/** `GET /v1/diligences/:id` */
export async function getDiligence(id: string): Promise<Diligence> {
  const { data } = await api.get<Diligence>(path(id));
  return data;
}

/** `POST /v1/diligences` (optionally with its first entity) */
export async function createDiligence(body: DiligenceInput): Promise<Diligence> {
  const { data } = await api.post<Diligence>('/diligences', body);
  return data;
}

/** `PATCH /v1/diligences/:id` */
export async function updateDiligence(id: string, body: DiligenceUpdate): Promise<Diligence> {
  const { data } = await api.patch<Diligence>(path(id), body);
  return data;
}

/** `POST /v1/diligences/:id/cancel` */
export async function cancelDiligence(id: string, reason: string): Promise<Diligence> {
  const { data } = await api.post<Diligence>(path(id, '/cancel'), { reason });
  return data;
}

/** `POST /v1/diligences/:id/status` (the server enforces PRODUCT §3's rules) */
export async function changeDiligenceStatus(
  id: string,
  status: DiligenceStatus,
  reason?: string,
): Promise<Diligence> {
  const { data } = await api.post<Diligence>(path(id, '/status'), {
    status,
    ...(reason ? { reason } : {}),
  });
  return data;
}

/** `PUT /v1/diligences/:id/risk` */
export async function setDiligenceRisk(
  id: string,
  rating: RiskRating,
  justification?: string,
): Promise<Diligence> {
  const { data } = await api.put<Diligence>(path(id, '/risk'), {
    rating,
    ...(justification ? { justification } : {}),
  });
  return data;
}

/** `GET /v1/diligences/:id/entities` */
export async function listEntities(diligenceId: string): Promise<Entity[]> {
  const { data } = await api.get<{ items: Entity[] }>(path(diligenceId, '/entities'));
  return data.items;
}

/** `POST /v1/diligences/:id/entities` */
export async function createEntity(diligenceId: string, body: EntityInput): Promise<Entity> {
  const { data } = await api.post<Entity>(path(diligenceId, '/entities'), body);
  return data;
}

const entityPath = (diligenceId: string, entityId: string, rest = '') =>
  path(diligenceId, `/entities/${encodeURIComponent(entityId)}${rest}`);

/** `PATCH /v1/diligences/:id/entities/:entityId` */
export async function updateEntity(
  diligenceId: string,
  entityId: string,
  body: EntityUpdate,
): Promise<Entity> {
  const { data } = await api.patch<Entity>(entityPath(diligenceId, entityId), body);
  return data;
}

/** `DELETE /v1/diligences/:id/entities/:entityId` */
export async function deleteEntity(diligenceId: string, entityId: string): Promise<void> {
  await api.delete(entityPath(diligenceId, entityId));
}

/** `PUT /v1/diligences/:id/entities/:entityId/risk` */
export async function setEntityRisk(
  diligenceId: string,
  entityId: string,
  rating: RiskRating,
  justification?: string,
): Promise<Entity> {
  const { data } = await api.put<Entity>(entityPath(diligenceId, entityId, '/risk'), {
    rating,
    ...(justification ? { justification } : {}),
  });
  return data;
}

/** `GET /v1/diligences/:id/overview` */
export async function getOverview(id: string): Promise<DiligenceOverview> {
  const { data } = await api.get<DiligenceOverview>(path(id, '/overview'));
  return data;
}

/** `GET /v1/diligences/:id/timeline` */
export async function getTimeline(
  id: string,
  params: { page: number; pageSize: number },
): Promise<Page<Activity>> {
  const { data } = await api.get<Page<Activity>>(path(id, '/timeline'), { params });
  return data;
}

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

/** `GET /v1/home` */
export async function getHome(): Promise<Home> {
  const { data } = await api.get<Home>('/home');
  return data;
}

/** `GET /v1/search?q=` */
export async function searchAll(q: string, signal?: AbortSignal): Promise<SearchResult> {
  const { data } = await api.get<SearchResult>('/search', { params: { q }, signal });
  return data;
}

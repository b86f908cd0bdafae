import type { DocumentType } from '@lince/contracts/document-types';
import type { Track, TrackBody } from '@lince/contracts/tracks';
import {
  AxiosError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { api } from '../../../lib/api-client.ts';

/** Two active document types of the catalogue. */
export const DOCUMENT_TYPES = [
  { _id: 'dt1', name: 'Certidão Negativa de Débitos Trabalhistas (CNDT)' },
  { _id: 'dt2', name: 'Contrato social consolidado' },
].map(
  (t) =>
    ({
      ...t,
      category: 'CERTIDAO',
      appliesTo: 'AMBOS',
      issuer: null,
      validityDays: null,
      instructions: '',
      active: true,
    }) as unknown as DocumentType,
);

/** A saved version answering `body` (what the API would return). */
export function trackOf(body: TrackBody, overrides: Partial<Track> = {}): Track {
  const person = { _id: 'u1', name: 'Ana Souza' };
  return {
    _id: 'tv1',
    trackId: 't1',
    name: body.name,
    purpose: body.purpose,
    status: 'RASCUNHO',
    version: 1,
    stepsCount: body.steps.length,
    author: person,
    updatedBy: person,
    updatedAt: '2026-11-20T12:00:00.000Z',
    replacesVersion: null,
    reviewComment: null,
    isDefault: false,
    description: body.description,
    steps: body.steps.map((s, i) => ({
      key: s.key ?? `k${i}`,
      order: i + 1,
      title: s.title,
      slaDays: s.slaDays,
      requirements: s.requirements.map((r) => ({
        documentTypeId: r.documentTypeId,
        documentTypeName: DOCUMENT_TYPES.find((t) => t._id === r.documentTypeId)?.name ?? '?',
        documentTypeActive: true,
        appliesTo: r.appliesTo,
        roles: r.roles ?? null,
      })),
      checks: s.checks,
    })),
    submittedBy: null,
    submittedAt: null,
    reviewedBy: null,
    reviewedAt: null,
    publishedAt: null,
    archivedAt: null,
    createdAt: '2026-11-20T12:00:00.000Z',
    superseded: false,
    diligencesCount: 0,
    versions: [{ _id: 'tv1', version: 1, status: 'RASCUNHO', superseded: false, updatedAt: '' }],
    can: {
      edit: true,
      submit: true,
      approve: false,
      return: false,
      newVersion: false,
      archive: true,
    },
    ...overrides,
  };
}

export type Route = (config: InternalAxiosRequestConfig) => [number, unknown];

/** Answers the API client's requests by `METHOD url`; records them. Restore `api.defaults.adapter`. */
export function serveApi(routes: Record<string, Route>) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const route = routes[`${config.method?.toUpperCase()} ${config.url}`];
    const [status, data] = route ? route(config) : [404, { error: { message: 'Não encontrado.' } }];
    const response: AxiosResponse = { status, statusText: '', headers: {}, config, data };
    if (status >= 400) throw new AxiosError('erro', 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
  api.defaults.adapter = adapter;
  return calls;
}

import {
  PublishedTracksSchema,
  TRACK_PERMISSIONS,
  TrackDiffSchema,
  TrackDuplicateSchema,
  TrackIdParamsSchema,
  TrackInputSchema,
  TrackListQuerySchema,
  TrackPageSchema,
  TrackReturnSchema,
  TrackReviewListSchema,
  TrackSchema,
} from '@lince/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, errorResponses } from '../../core/http.ts';
import {
  getTrack,
  listTracks,
  loadTrack,
  publishedTracks,
  reviewList,
  trackDiff,
} from './reads.ts';
import {
  approveTrack,
  archiveTrack,
  createTrack,
  duplicateTrack,
  newTrackVersion,
  returnTrack,
  submitTrack,
  updateTrack,
} from './service.ts';

const tags = ['trilhas'];
const manage = TRACK_PERMISSIONS.manage;
const review = TRACK_PERMISSIONS.review;
const params = TrackIdParamsSchema;
const itemErrors = errorResponses(400, 401, 403, 404, 409);

/**
 * Before the body is validated, the version must be the caller's company's: another company's or
 * an unknown id is the same 404 whatever the body (a malformed id is the route's 400).
 */
async function trackFirst(request: FastifyRequest) {
  const parsed = params.safeParse(request.params);
  if (parsed.success) await loadTrack(contextOf(request), parsed.data.id);
}

/**
 * The company's tracks: `/v1/tracks`. The ADMIN manages them (`Tracks`, `ReviewTrack`); every
 * user who creates diligences reads the published ones.
 */
export const trackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tracks',
    {
      config: { permission: manage },
      schema: {
        tags,
        summary: 'Trilhas da empresa (versões vigentes; filtro por situação e busca por nome)',
        querystring: TrackListQuerySchema,
        response: { 200: TrackPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listTracks(contextOf(request), request.query),
  );

  app.get(
    '/tracks/published',
    {
      config: { permission: TRACK_PERMISSIONS.readPublished },
      schema: {
        tags,
        summary: 'Trilhas publicadas (para escolher numa diligência)',
        response: { 200: PublishedTracksSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => publishedTracks(contextOf(request)),
  );

  app.get(
    '/tracks/review',
    {
      config: { permission: review },
      schema: {
        tags,
        summary: 'Versões em revisão, cada uma com a diferença para a versão publicada',
        response: { 200: TrackReviewListSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => reviewList(contextOf(request)),
  );

  app.post(
    '/tracks',
    {
      config: { permission: manage },
      schema: {
        tags,
        summary: 'Criar trilha (rascunho, versão 1)',
        body: TrackInputSchema,
        response: { 201: TrackSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createTrack(contextOf(request), request.body);
    },
  );

  app.get(
    '/tracks/:id',
    {
      preValidation: trackFirst,
      config: { permission: manage },
      schema: {
        tags,
        summary: 'Uma versão de trilha (etapas, histórico de versões, ações possíveis)',
        params,
        response: { 200: TrackSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => getTrack(contextOf(request), request.params.id),
  );

  app.get(
    '/tracks/:id/diff',
    {
      preValidation: trackFirst,
      config: { permission: manage },
      schema: {
        tags,
        summary: 'Diferença para a versão publicada que esta substitui',
        params,
        response: { 200: TrackDiffSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => trackDiff(contextOf(request), request.params.id),
  );

  app.put(
    '/tracks/:id',
    {
      preValidation: trackFirst,
      config: { permission: manage },
      schema: {
        tags,
        summary: 'Alterar rascunho (409 numa versão publicada)',
        params,
        body: TrackInputSchema,
        response: { 200: TrackSchema, ...itemErrors },
      },
    },
    (request) => updateTrack(contextOf(request), request.params.id, request.body),
  );

  const changes = [
    ['submit', 'Enviar rascunho para revisão', submitTrack, manage],
    ['approve', 'Aprovar (publica; o autor não aprova a própria versão)', approveTrack, review],
    ['archive', 'Arquivar (diligências que a usam continuam funcionando)', archiveTrack, manage],
  ] as const;
  for (const [action, summary, run, permission] of changes)
    app.post(
      `/tracks/:id/${action}`,
      {
        preValidation: trackFirst,
        config: { permission },
        schema: { tags, summary, params, response: { 200: TrackSchema, ...itemErrors } },
      },
      (request) => run(contextOf(request), request.params.id),
    );

  app.post(
    '/tracks/:id/new-version',
    {
      preValidation: trackFirst,
      config: { permission: manage },
      schema: {
        tags,
        summary: 'Nova versão (rascunho N+1 da versão publicada)',
        params,
        response: { 201: TrackSchema, ...itemErrors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return newTrackVersion(contextOf(request), request.params.id);
    },
  );

  app.post(
    '/tracks/:id/duplicate',
    {
      preValidation: trackFirst,
      config: { permission: manage },
      schema: {
        tags,
        summary: 'Duplicar como nova trilha (rascunho), com o nome dado ou "Cópia de …"',
        params,
        body: TrackDuplicateSchema.nullish(),
        response: { 201: TrackSchema, ...itemErrors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return duplicateTrack(contextOf(request), request.params.id, request.body?.name);
    },
  );

  app.post(
    '/tracks/:id/return',
    {
      preValidation: trackFirst,
      config: { permission: review },
      schema: {
        tags,
        summary: 'Devolver ao autor com comentário (volta a rascunho)',
        params,
        body: TrackReturnSchema,
        response: { 200: TrackSchema, ...itemErrors },
      },
    },
    (request) => returnTrack(contextOf(request), request.params.id, request.body.comment),
  );
};

import type { FastifyPluginAsync } from 'fastify';
import { trackRoutes } from './routes.ts';

export { allTrackVersions, publishedVersionOf, versionNumbered } from './repository.ts';

/** Tracks (trilhas): versions, review and publication. */
export const tracksModule: FastifyPluginAsync = async (app) => {
  await app.register(trackRoutes);
};

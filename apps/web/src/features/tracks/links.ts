/** Paths of the track screens. */
export const trackPath = (id: string) => `/tracks/${encodeURIComponent(id)}`;
export const TRACKS_PATH = '/tracks';
export const NEW_TRACK_PATH = '/new-track';
export const REVIEW_TRACK_PATH = '/review-track';

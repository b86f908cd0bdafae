/** `/tracks/:id` (and its action paths) with the id encoded. */
export const trackUrl = (id: string, action = '') => `/tracks/${encodeURIComponent(id)}${action}`;

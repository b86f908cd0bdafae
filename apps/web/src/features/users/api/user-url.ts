/** `/users/:id…` */
export const userUrl = (id: string, rest = '') => `/users/${encodeURIComponent(id)}${rest}`;

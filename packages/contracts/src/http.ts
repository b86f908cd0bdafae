/**
 * Header names every API request carries: the bearer token, the `user` id and the renewal
 * `RefreshToken` (kept free of zod so the first screen can import them cheaply).
 * HTTP header names are case-insensitive; Node lower-cases them.
 */
export const USER_HEADER = 'user';
export const REFRESH_TOKEN_HEADER = 'RefreshToken';

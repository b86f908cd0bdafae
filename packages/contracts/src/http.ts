/**
 * Header names of SPEC §3/§7 (kept free of zod so the first screen can import them cheaply).
 * HTTP header names are case-insensitive; Node lower-cases them.
 */
export const USER_HEADER = 'user';
export const REFRESH_TOKEN_HEADER = 'RefreshToken';

import { describe, expect, it } from 'vitest';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { shouldRetry } from './query-client.ts';

const httpError = (status: number) =>
  new AxiosError('x', 'ERR', {} as InternalAxiosRequestConfig, null, { status } as AxiosResponse);

describe('query client defaults', () => {
  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429])
      expect(shouldRetry(0, httpError(status))).toBe(false);
  });
  it('retries network failures and 5xx up to twice', () => {
    expect(shouldRetry(0, httpError(503))).toBe(true);
    expect(shouldRetry(1, new AxiosError('Network Error'))).toBe(true);
    expect(shouldRetry(2, httpError(500))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  getApiErrorDetails,
  getApiErrorMessage,
  getDuplicateFiles,
} from './api-error.ts';

describe('getApiErrorMessage', () => {
  it('the API’s own message; no answer at all is the network message', () => {
    const answered = {
      isAxiosError: true,
      response: { status: 400, data: { error: { code: 'X', message: 'Informe o título.' } } },
    };
    expect(getApiErrorMessage(answered)).toBe('Informe o título.');
    expect(getApiErrorMessage({ isAxiosError: true, response: undefined })).toBe(
      NETWORK_ERROR_MESSAGE,
    );
  });

  it('a module that could not be downloaded (offline on a first login) is the network message', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://127.0.0.1/assets/api-client.js',
      'Importing a module script failed.',
      'error loading dynamically imported module',
    ])
      expect(getApiErrorMessage(new TypeError(message))).toBe(NETWORK_ERROR_MESSAGE);
    expect(getApiErrorMessage(new TypeError('x is not a function'))).toBe(UNEXPECTED_ERROR_MESSAGE);
  });
});

describe('getDuplicateFiles', () => {
  const answer = (status: number, error: unknown) => ({
    isAxiosError: true,
    response: { status, data: { error } },
  });
  const duplicate = answer(409, {
    code: 'DUPLICATE_FILE',
    message: 'Este arquivo é idêntico a um arquivo que a parte já tem.',
    details: [{ fileId: 'f1', documentId: 'd1' }, { path: 'x' }],
  });

  it('the files a 409 DUPLICATE_FILE names; they are not field messages', () => {
    expect(getDuplicateFiles(duplicate)).toEqual([{ fileId: 'f1', documentId: 'd1' }]);
    expect(getApiErrorDetails(duplicate)).toEqual([]);
  });

  it('none for any other error', () => {
    const details = [{ fileId: 'f1', documentId: 'd1' }];
    expect(getDuplicateFiles(answer(409, { code: 'CONFLICT', message: 'x', details }))).toEqual([]);
    expect(
      getDuplicateFiles(answer(400, { code: 'DUPLICATE_FILE', message: 'x', details })),
    ).toEqual([]);
    expect(getDuplicateFiles(new Error('x'))).toEqual([]);
  });
});

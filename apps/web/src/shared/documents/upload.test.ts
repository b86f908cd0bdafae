import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import {
  UPLOAD_TOO_LARGE_MESSAGE,
  UPLOAD_UNSUPPORTED_MESSAGE,
  allowingDuplicate,
  uploadErrorMessage,
} from './upload.ts';

const failure = (status: number, data: unknown) =>
  new AxiosError('falhou', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    statusText: '',
    data,
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

describe('uploadErrorMessage', () => {
  it("shows the API's Portuguese message", () => {
    const message = 'Tipo de arquivo não aceito. Envie um arquivo PDF, PNG ou JPEG.';
    expect(uploadErrorMessage(failure(415, { error: { code: 'X', message } }))).toBe(message);
  });

  it('explains a 413 or a 415 that came without one (e.g. from a proxy)', () => {
    expect(uploadErrorMessage(failure(413, '<html>'))).toBe(UPLOAD_TOO_LARGE_MESSAGE);
    expect(uploadErrorMessage(failure(415, null))).toBe(UPLOAD_UNSUPPORTED_MESSAGE);
  });
});

describe('allowingDuplicate', () => {
  it('adds allowDuplicate=true to the upload’s URL, after its own query if any', () => {
    expect(allowingDuplicate('/diligences/d1/documents/doc1/files')).toBe(
      '/diligences/d1/documents/doc1/files?allowDuplicate=true',
    );
    expect(allowingDuplicate('/x/files?a=1')).toBe('/x/files?a=1&allowDuplicate=true');
  });
});

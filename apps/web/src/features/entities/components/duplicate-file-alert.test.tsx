import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { MemoryRouter } from 'react-router';
import { api } from '../../../lib/api-client.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { DuplicateFileAlert } from './duplicate-file-alert.tsx';

const DOCUMENT = {
  _id: 'doc1',
  documentTypeName: 'CNDT — Certidão Negativa de Débitos Trabalhistas',
  files: [
    { _id: 'f0', name: 'outro.pdf' },
    { _id: 'f1', name: 'cndt março.pdf' },
  ],
};

/** Answers the document's URL with `status` (and the document when 200). */
function serve(status: number) {
  const adapter: AxiosAdapter = async (config) => {
    if (config.url !== '/diligences/d1/documents/doc1') throw new Error(`unexpected ${config.url}`);
    const response: AxiosResponse = {
      status,
      statusText: '',
      headers: {},
      config,
      data: status === 200 ? DOCUMENT : { error: { code: 'FORBIDDEN', message: 'Não.' } },
    };
    if (status >= 400) throw new AxiosError('erro', 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
  api.defaults.adapter = adapter;
}

function renderAlert(duplicates = [{ fileId: 'f1', documentId: 'doc1' }]) {
  const onSendAnyway = vi.fn();
  const onSkip = vi.fn();
  render(
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <DuplicateFileAlert
          diligenceId="d1"
          fileName="cndt.pdf"
          duplicates={duplicates}
          onSendAnyway={onSendAnyway}
          onSkip={onSkip}
        />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { onSendAnyway, onSkip };
}

describe('DuplicateFileAlert', () => {
  const originalAdapter = api.defaults.adapter;
  afterEach(() => {
    api.defaults.adapter = originalAdapter;
  });

  it('names the file already there and its document (a link); both buttons answer', async () => {
    serve(200);
    const { onSendAnyway, onSkip } = renderAlert();
    const status = screen.getByRole('status');
    await screen.findByText(/“cndt março\.pdf”/);
    expect(status.textContent).toBe(
      'Idêntico a “cndt março.pdf”, em CNDT — Certidão Negativa de Débitos Trabalhistas, já nos arquivos da parte.Enviar mesmo assimPular',
    );
    expect(screen.getByRole('link', { name: DOCUMENT.documentTypeName }).getAttribute('href')).toBe(
      '/diligence/d1/doc1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mesmo assim cndt.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pular cndt.pdf' }));
    expect(onSendAnyway).toHaveBeenCalledOnce();
    expect(onSkip).toHaveBeenCalledOnce();
  });

  it('more than one copy: counts the others; a document it may not open: "um arquivo"', async () => {
    serve(403);
    renderAlert([
      { fileId: 'f1', documentId: 'doc1' },
      { fileId: 'f2', documentId: 'doc1' },
    ]);
    await screen.findByText(/Idêntico a um arquivo e a mais 1 arquivo, já nos arquivos da parte\./);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { api } from '../../../lib/api-client.ts';
import { entity, registration } from '../testing/registration-fixtures.ts';
import { DataSources, INVALID_JSON_MESSAGE } from './data-sources.tsx';

/** Answers every POST with `status` and `data`; records the bodies. */
function serve(status: number, data: unknown) {
  const bodies: unknown[] = [];
  const adapter: AxiosAdapter = async (config) => {
    bodies.push(JSON.parse(config.data as string));
    const response = { status, statusText: '', headers: {}, config, data } as AxiosResponse;
    if (status >= 400) throw new AxiosError('erro', 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
  api.defaults.adapter = adapter;
  return bodies;
}

function renderSources(props: { providerAvailable?: boolean; kind?: 'PF' | 'PJ' } = {}) {
  const onCreated = vi.fn();
  render(
    <DataSources
      diligenceId="d1"
      entity={entity({ kind: props.kind ?? 'PJ' })}
      providerAvailable={props.providerAvailable ?? true}
      shown={null}
      onCreated={onCreated}
    />,
  );
  return onCreated;
}

const jsonFile = (text: string) => new File([text], 'cnpj.json', { type: 'application/json' });

describe('DataSources', () => {
  const original = api.defaults.adapter;
  afterEach(() => {
    api.defaults.adapter = original;
  });

  it('offers "Consultar na Receita" only with a provider and for a company', () => {
    renderSources({ providerAvailable: false });
    expect(screen.queryByRole('button', { name: 'Consultar na Receita' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Importar JSON' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Digitar dados' })).toBeTruthy();
  });

  it('a provider fault is shown with the import and the form offered', async () => {
    const bodies = serve(503, {
      error: { code: 'UNAVAILABLE', message: 'Não foi possível consultar a fonte agora.' },
    });
    const onCreated = renderSources();
    await userEvent.click(screen.getByRole('button', { name: 'Consultar na Receita' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível consultar a fonte agora.');
    expect(bodies).toEqual([{ source: 'PROVIDER' }]);
    expect(onCreated).not.toHaveBeenCalled();
    expect(screen.getAllByRole('button', { name: 'Digitar dados' })).toHaveLength(2);
  });

  it('imports a JSON file; a file that is not JSON, or that the API refuses, says why', async () => {
    const created = registration();
    const bodies = serve(201, created);
    const onCreated = renderSources();
    const input = screen.getByLabelText('Arquivo JSON da consulta');
    await userEvent.upload(input, jsonFile('{ nada'));
    expect((await screen.findByRole('alert')).textContent).toContain(INVALID_JSON_MESSAGE);
    await userEvent.upload(input, jsonFile('{"razao_social":"X"}'));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(bodies).toEqual([{ source: 'IMPORT', payload: { razao_social: 'X' } }]);
    expect(screen.queryByRole('alert')).toBeNull();

    serve(400, { error: { code: 'VALIDATION_ERROR', message: 'Arquivo inválido: cnpj.' } });
    await userEvent.upload(input, jsonFile('{}'));
    expect((await screen.findByRole('alert')).textContent).toContain('Arquivo inválido: cnpj.');
  });
});

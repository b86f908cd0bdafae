import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_CNPJ, KNOWN_COMPANY_DATA } from '@lince/contracts/testing';
import { withCnpjCheckDigits } from '@lince/db/testing/index';
import {
  brasilApiCompany,
  startFakeBrasilApi,
  type FakeBrasilApi,
} from '../../testing/brasilapi-server.ts';
import { closedPortUrl } from '../../testing/viacep-server.ts';
import { fromBrasilApi } from './brasilapi.ts';
import { createCnpjProvider } from './provider.ts';

const SLOW = withCnpjCheckDigits('111111110001');
const LIMITED = withCnpjCheckDigits('222222220001');
const GARBAGE = withCnpjCheckDigits('333333330001');
const UNKNOWN = withCnpjCheckDigits('444444440001');

let api: FakeBrasilApi;
beforeAll(async () => {
  api = await startFakeBrasilApi({
    slow: { [SLOW]: 2000 },
    limited: [LIMITED],
    garbage: [GARBAGE],
  });
});
afterAll(() => api.close());

const provider = (url: string | undefined) =>
  createCnpjProvider({ url, timeoutMs: 300, cacheTtlSeconds: 60, cacheMaxEntries: 10 });

describe('fromBrasilApi', () => {
  it('maps the public BrasilAPI shape to the contract, loosely', () => {
    const mapped = fromBrasilApi(brasilApiCompany());
    expect(mapped).toEqual({ ok: true, data: KNOWN_COMPANY_DATA });
  });

  it('accepts the situação in any case or as its code, and the CEP as a string', () => {
    const base = brasilApiCompany();
    const upper = fromBrasilApi({
      ...base,
      descricao_situacao_cadastral: 'BAIXADA',
      cep: '01310-100',
    });
    expect(upper.ok && upper.data.situacaoCadastral).toBe('BAIXADA');
    expect(upper.ok && upper.data.endereco?.cep).toBe('01310100');
    const coded = fromBrasilApi({
      ...base,
      descricao_situacao_cadastral: '',
      situacao_cadastral: 4,
    });
    expect(coded.ok && coded.data.situacaoCadastral).toBe('INAPTA');
  });

  it('names what is wrong', () => {
    expect(fromBrasilApi([])).toEqual({ ok: false, problem: 'o conteúdo não é um objeto JSON' });
    expect(fromBrasilApi({ ...brasilApiCompany(), razao_social: '' })).toEqual({
      ok: false,
      problem: 'falta "razao_social"',
    });
    const situacao = fromBrasilApi({
      ...brasilApiCompany(),
      descricao_situacao_cadastral: 'X',
      situacao_cadastral: 9,
    });
    expect(situacao.ok).toBe(false);
  });
});

describe('createCnpjProvider', () => {
  it('answers a known CNPJ, cached per CNPJ', async () => {
    const p = provider(api.url);
    expect((await p.lookup(KNOWN_CNPJ)).razaoSocial).toBe('CONSTRUTORA ÁGUIA AZUL LTDA');
    const calls = api.requests.length;
    await p.lookup(KNOWN_CNPJ);
    expect(api.requests.length).toBe(calls);
    expect(api.requests).toContain(`/api/cnpj/v1/${KNOWN_CNPJ}`);
  });

  it('404 "CNPJ não encontrado na fonte consultada" for an unknown CNPJ', async () => {
    await expect(provider(api.url).lookup(UNKNOWN)).rejects.toMatchObject({
      statusCode: 404,
      message: 'CNPJ não encontrado na fonte consultada.',
    });
  });

  it('503 offering the import and the form when slow, garbage or down; 429 asks to retry', async () => {
    for (const cnpj of [SLOW, GARBAGE]) {
      const started = Date.now();
      await expect(provider(api.url).lookup(cnpj)).rejects.toMatchObject({
        statusCode: 503,
        message: expect.stringContaining('Importe o arquivo JSON'),
      });
      expect(Date.now() - started).toBeLessThan(1500);
    }
    await expect(provider(await closedPortUrl()).lookup(KNOWN_CNPJ)).rejects.toMatchObject({
      statusCode: 503,
    });
    await expect(provider(api.url).lookup(LIMITED)).rejects.toMatchObject({
      statusCode: 503,
      message: expect.stringContaining('tente novamente em instantes'),
    });
  });

  it('without a URL, is not configured and every lookup is a 503', async () => {
    const p = provider(undefined);
    expect(p.configured).toBe(false);
    await expect(p.lookup(KNOWN_CNPJ)).rejects.toMatchObject({ statusCode: 503 });
  });
});

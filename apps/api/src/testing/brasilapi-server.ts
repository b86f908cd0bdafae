import { KNOWN_CNPJ, PARTNER_CNPJ, PARTNER_CPF } from '@lince/contracts/testing';
import { startLocalServer } from './local-server.ts';

/** A company as the public BrasilAPI answers it (`GET /api/cnpj/v1/{cnpj}`), with its variations. */
export function brasilApiCompany(cnpj = KNOWN_CNPJ): Record<string, unknown> {
  return {
    cnpj,
    razao_social: 'CONSTRUTORA ÁGUIA AZUL LTDA',
    nome_fantasia: 'ÁGUIA AZUL',
    situacao_cadastral: 2,
    descricao_situacao_cadastral: 'Ativa',
    data_situacao_cadastral: '2005-11-03',
    data_inicio_atividade: '2005-11-03',
    codigo_natureza_juridica: 2062,
    natureza_juridica: 'Sociedade Empresária Limitada',
    porte: 'DEMAIS',
    cnae_fiscal: 4120400,
    cnae_fiscal_descricao: 'Construção de edifícios',
    cnaes_secundarios: [
      { codigo: 4399103, descricao: 'Obras de alvenaria' },
      { codigo: 0, descricao: '' },
    ],
    capital_social: 1500000.5,
    descricao_tipo_de_logradouro: 'AVENIDA',
    logradouro: 'PAULISTA',
    numero: '1000',
    complemento: 'CONJ 12',
    bairro: 'BELA VISTA',
    municipio: 'SAO PAULO',
    uf: 'SP',
    cep: 1310100,
    ddd_telefone_1: '1133334444',
    qsa: [
      {
        identificador_de_socio: 2,
        nome_socio: 'JOSÉ DA SILVA',
        cnpj_cpf_do_socio: '***998224**',
        qualificacao_socio: 'Sócio-Administrador',
        data_entrada_sociedade: '2005-11-03',
      },
      {
        identificador_de_socio: 2,
        nome_socio: 'MARIA SOUZA',
        cnpj_cpf_do_socio: PARTNER_CPF,
        qualificacao_socio: 'Sócio',
        data_entrada_sociedade: '2010-01-15',
      },
      {
        identificador_de_socio: 1,
        nome_socio: 'HOLDING FALCÃO S.A.',
        cnpj_cpf_do_socio: PARTNER_CNPJ,
        qualificacao_socio: 'Sócio Pessoa Jurídica Domiciliado no Brasil',
        data_entrada_sociedade: '2012-06-01',
      },
    ],
  };
}

export interface FakeBrasilApiOptions {
  /** Known CNPJs (14 digits → answer). Defaults to KNOWN_CNPJ. */
  companies?: Record<string, unknown>;
  /** CNPJs answered only after this many ms. */
  slow?: Record<string, number>;
  /** CNPJs answered 429 (rate limited). */
  limited?: string[];
  /** CNPJs answered 200 with something that is not a company (garbage). */
  garbage?: string[];
}

export interface FakeBrasilApi {
  url: string;
  requests: string[];
  close(): Promise<void>;
}

/**
 * A local HTTP server answering `/api/cnpj/v1/{cnpj}` as BrasilAPI does: the company (200 JSON),
 * 404 with `{ message, type, name }` for an unknown CNPJ. Listens on 127.0.0.1 on a free port.
 */
export async function startFakeBrasilApi(
  options: FakeBrasilApiOptions = {},
): Promise<FakeBrasilApi> {
  const companies = options.companies ?? { [KNOWN_CNPJ]: brasilApiCompany() };
  const requests: string[] = [];
  const server = await startLocalServer((request, response, later) => {
    const url = request.url ?? '';
    requests.push(url);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    const cnpj = /^\/api\/cnpj\/v1\/([^/?]+)$/.exec(url)?.[1] ?? '';
    const answer = () => {
      if (options.limited?.includes(cnpj)) json(429, { message: 'Too many requests' });
      else if (options.garbage?.includes(cnpj)) json(200, { lorem: ['ipsum'] });
      else if (companies[cnpj]) json(200, companies[cnpj]);
      else
        json(404, {
          message: `CNPJ ${cnpj} não encontrado.`,
          type: 'not_found',
          name: 'CnpjPromiseError',
        });
    };
    const delay = options.slow?.[cnpj];
    if (delay) later(delay, response, answer);
    else answer();
  });
  return { ...server, requests };
}

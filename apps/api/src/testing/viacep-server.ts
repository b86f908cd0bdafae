import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startLocalServer } from './local-server.ts';

/** One address the fake answers with, in ViaCEP's documented shape. */
export interface ViaCepAddress {
  cep: string;
  logradouro: string;
  complemento: string;
  unidade?: string;
  bairro: string;
  localidade: string;
  uf: string;
  estado?: string;
  regiao?: string;
  ibge: string;
  gia?: string;
  ddd?: string;
  siafi?: string;
}

export const PRACA_DA_SE: ViaCepAddress = {
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  complemento: 'lado ímpar',
  unidade: '',
  bairro: 'Sé',
  localidade: 'São Paulo',
  uf: 'SP',
  estado: 'São Paulo',
  regiao: 'Sudeste',
  ibge: '3550308',
  gia: '1004',
  ddd: '11',
  siafi: '7107',
};

export const COPACABANA: ViaCepAddress = {
  cep: '22070-011',
  logradouro: 'Avenida Nossa Senhora de Copacabana',
  complemento: 'até 1099 - lado ímpar',
  bairro: 'Copacabana',
  localidade: 'Rio de Janeiro',
  uf: 'RJ',
  ibge: '3304557',
};

export interface FakeViaCepOptions {
  /** Known CEPs (8 digits → address). Defaults to PRACA_DA_SE and COPACABANA. */
  addresses?: Record<string, ViaCepAddress>;
  /** CEPs answered `{"erro": true}` (boolean, the older form); any other unknown gets `{"erro": "true"}`. */
  booleanErro?: string[];
  /** CEPs answered only after this many ms (a slow service). */
  slow?: Record<string, number>;
  /** CEPs answered 500 (a failing service). */
  failing?: string[];
  /** CEPs answered 200 with an HTML page (not JSON). */
  html?: string[];
}

export interface FakeViaCep {
  /** Base URL to give as VIACEP_URL, e.g. `http://127.0.0.1:12345`. */
  url: string;
  /** Paths requested so far (e.g. `/ws/01001000/json/`). */
  requests: string[];
  /** Answer every request with 503 (down) until set back to false. */
  down: boolean;
  close(): Promise<void>;
}

/**
 * A local HTTP server answering `/ws/{cep}/json/` as ViaCEP documents it: the address (200 JSON),
 * `{"erro": "true"}` / `{"erro": true}` for an unknown CEP (200), and 400 with an HTML page for a
 * malformed CEP. Listens on 127.0.0.1 on a free port.
 */
export async function startFakeViaCep(options: FakeViaCepOptions = {}): Promise<FakeViaCep> {
  const addresses = options.addresses ?? { '01001000': PRACA_DA_SE, '22070011': COPACABANA };
  const requests: string[] = [];
  const state = { down: false };
  const server = await startLocalServer((request, response, later) => {
    const url = request.url ?? '';
    requests.push(url);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body, null, 2));
    };
    if (state.down) {
      response.writeHead(503, { 'content-type': 'text/html' });
      response.end('<h1>Service Unavailable</h1>');
      return;
    }
    const match = /^\/ws\/([^/]*)\/json\/?$/.exec(url);
    if (!match) {
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('<h1>Not Found</h1>');
      return;
    }
    const cep = decodeURIComponent(match[1]!);
    if (!/^\d{8}$/.test(cep)) {
      response.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<h2>Verifique a sua URL (Bad Request)</h2>');
      return;
    }
    const answer = () => {
      if (options.failing?.includes(cep)) {
        response.writeHead(500, { 'content-type': 'text/html' });
        response.end('<h1>Internal Server Error</h1>');
      } else if (options.html?.includes(cep)) {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html><body>manutenção</body></html>');
      } else if (addresses[cep]) json(200, addresses[cep]);
      else if (options.booleanErro?.includes(cep)) json(200, { erro: true });
      else json(200, { erro: 'true' });
    };
    const delay = options.slow?.[cep];
    if (delay) later(delay, response, answer);
    else answer();
  });
  return {
    url: server.url,
    requests,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    close: server.close,
  };
}

/** A base URL on which nothing listens (a closed port): every call fails to connect. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

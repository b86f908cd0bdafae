import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { api } from '../../../lib/api-client.ts';

export type Handler = (body: unknown) => [number, unknown] | Promise<[number, unknown]>;

/**
 * Answers the API client's requests from `routes` (`'POST /diligences/d1/reports'`); anything
 * else is a 404. Returns the requests made (method, url and JSON body or the FormData).
 */
export function serveApi(routes: Record<string, Handler>) {
  const requests: { route: string; body: unknown }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const route = `${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`;
    const body =
      typeof config.data === 'string' && config.data
        ? (JSON.parse(config.data) as unknown)
        : config.data;
    requests.push({ route, body });
    const [status, data] = (await routes[route]?.(body)) ?? [
      404,
      { error: { code: 'NOT_FOUND', message: 'Não encontrado.' } },
    ];
    const response: AxiosResponse = { status, statusText: '', headers: {}, config, data };
    if (status >= 400) throw new AxiosError('erro', 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
  api.defaults.adapter = adapter;
  return requests;
}

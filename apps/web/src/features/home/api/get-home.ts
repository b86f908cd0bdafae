import { queryOptions } from '@tanstack/react-query';
import type { Home } from '@lince/contracts/workspace';
import { api } from '../../../lib/api-client.ts';

/** `GET /v1/home` */
export async function getHome(): Promise<Home> {
  const { data } = await api.get<Home>('/home');
  return data;
}

export const homeKey = () => ['home'] as const;

export const homeQuery = () => queryOptions({ queryKey: homeKey(), queryFn: getHome });

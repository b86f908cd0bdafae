import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  /** Base URL, e.g. `http://127.0.0.1:12345`. */
  url: string;
  /** Closes every connection and pending late answer. */
  close(): Promise<void>;
}

/** Runs `answer` after `ms` milliseconds unless the response is gone (a slow service). */
export type Later = (ms: number, response: ServerResponse, answer: () => void) => void;

/**
 * An HTTP server on 127.0.0.1 on a free port, for tests of outside services; `handle` gets a
 * `later` to answer slowly (the timers are cleared on close).
 */
export async function startLocalServer(
  handle: (request: IncomingMessage, response: ServerResponse, later: Later) => void,
): Promise<LocalServer> {
  const timers = new Set<NodeJS.Timeout>();
  const later: Later = (ms, response, answer) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!response.destroyed) answer();
    }, ms);
    timers.add(timer);
  };
  const server = createServer((request, response) => handle(request, response, later));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

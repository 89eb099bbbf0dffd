import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** For unit tests of the proxy's API reads: a local HTTP server answering each path with `answer`, counting reads. */
export interface StandInApi {
  reads: number;
  down: boolean;
  close(): Promise<void>;
}

/**
 * Starts the stand-in on a free port and points API_INTERNAL_URL at it. `answer` gives a path's JSON
 * body, or undefined for a 404; while `down` is set every read answers 503.
 */
export async function startStandInApi(answer: (path: string) => unknown): Promise<StandInApi> {
  const stand: StandInApi = { reads: 0, down: false, close: async () => undefined };
  const server: Server = createServer((request, response) => {
    stand.reads += 1;
    const body = answer(request.url ?? '');
    if (stand.down) response.writeHead(503).end();
    else if (body === undefined) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.API_INTERNAL_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stand.close = async () => {
    delete process.env.API_INTERNAL_URL;
    await new Promise((resolve) => server.close(resolve));
  };
  return stand;
}

import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One planned answer of a stand-in: a status with the source's kind of body (a PDF on 200). */
export type PlannedStatus = 200 | 401 | 403 | 404 | 429 | 503;

/**
 * A local stand-in of one official source (docs/providers.md) on 127.0.0.1: every path it serves a PDF
 * for answers the same bytes each time (`pdfOf`), unless the test planned other statuses for that path
 * (`plan`, consumed in order). It records every request it received.
 */
export interface OfficialStandIn {
  url: string;
  requests: string[];
  /** The statuses the next requests of `path` answer, in order (then 200 again). */
  plan(path: string, statuses: readonly PlannedStatus[]): void;
  /** The PDF this stand-in serves at `path` (made on first use, then the same). */
  pdfOf(path: string): Buffer;
  close(): Promise<void>;
}

/** A route of the source that is not a PDF (INPI's login and attachment list): answers JSON. */
export type JsonRoute = (request: IncomingMessage, path: string) => unknown;

const ERROR_BODIES: Record<Exclude<PlannedStatus, 200>, string> = {
  401: '{"code":"401","message":"Vous n\'avez pas les droits","type":"access_denied"}',
  403: '<html><body>Cloudflare: access denied</body></html>',
  404: '<?xml version="1.0"?><ExceptionDto><code>404</code><message>URL inconnue</message></ExceptionDto>',
  429: '{"type":"tooManyRequests"}',
  503: '<html><body>Service indisponible</body></html>',
};

export async function startOfficialStandIn(name: string, jsonRoutes: Record<string, JsonRoute> = {}): Promise<OfficialStandIn> {
  const requests: string[] = [];
  const plans = new Map<string, PlannedStatus[]>();
  const pdfs = new Map<string, Buffer>();
  const pdfOf = (path: string): Buffer => {
    let pdf = pdfs.get(path);
    if (!pdf) {
      // A PDF header, then bytes no renderer of ours would write: equality proves the file is the source's.
      pdf = Buffer.concat([Buffer.from(`%PDF-1.7\n% ${name} ${path}\n`, 'latin1'), randomBytes(2048), Buffer.from('\n%%EOF\n', 'latin1')]);
      pdfs.set(path, pdf);
    }
    return pdf;
  };
  const answer = (request: IncomingMessage, response: ServerResponse): void => {
    const path = decodeURIComponent(request.url ?? '/');
    requests.push(`${request.method ?? 'GET'} ${path}`);
    const status = plans.get(path)?.shift() ?? 200;
    if (status !== 200) {
      response.writeHead(status, { 'content-type': status === 404 ? 'application/xml' : 'text/html' }).end(ERROR_BODIES[status]);
      return;
    }
    const route = Object.entries(jsonRoutes).find(([prefix]) => path.startsWith(prefix));
    if (route) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(route[1](request, path)));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/pdf' }).end(pdfOf(path));
  };
  const server: Server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    plan: (path, statuses) => plans.set(path, [...statuses]),
    pdfOf,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A JWT as INPI's login answers one (`exp` an hour ahead); its signature is never checked by us. */
export function inpiToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ exp: Math.floor(Date.now() / 1000) + 3600 })}.c2lnbmF0dXJl`;
}

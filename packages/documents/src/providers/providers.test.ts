import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bodaccPdfClient, bodaccPdfUrl } from './bodacc-pdf';
import { inpiRneClient } from './inpi-rne';
import { inseeAvisSituationClient } from './insee-avis-situation';
import { fetchOfficialDocument, providersForKind } from './official-document';
import { officialSources } from './official-providers';
import { ProviderError } from './provider-error';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const jwt = (exp: number) => `h.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.s`;

/** A local server playing INSEE, bodacc.fr and INPI with their recorded answer shapes. */
let server: Server;
let base = '';
const hits = new Map<string, number>();
let logins = 0;
let revokeNextDownload = false;
const held: ServerResponse[] = [];

function answer(request: IncomingMessage, response: ServerResponse): void {
  const url = request.url ?? '';
  hits.set(url, (hits.get(url) ?? 0) + 1);
  const pdf = () => void response.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF);
  if (url === '/identification/pdf/55203253400041') return pdf();
  if (url === '/identification/pdf/00000000000000') {
    void response.writeHead(404, { 'content-type': 'application/xml' }).end('<ExceptionDto><code>404</code><message>{"header":{"statut":404,"message":"URL inconnue"}}</message><codeDiffusabilite/></ExceptionDto>');
    return;
  }
  if (url === '/identification/pdf/11111111111111') {
    if ((hits.get(url) ?? 0) <= 2) return void response.writeHead(503).end('Service Unavailable');
    return pdf();
  }
  if (url === '/identification/pdf/22222222222222') return void response.writeHead(500).end('boom');
  if (url === '/identification/pdf/33333333333333') return void held.push(response);
  if (url === '/identification/pdf/44444444444444') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Maintenance</html>');
  if (url === '/telechargements/COMMERCIALES/PDF/A/2023/20230147/0/BODACC_A_PDF_Unitaire_20230147_00853.pdf') return pdf();
  if (url.startsWith('/export/companies?format=pdf&ids=')) return decodeURIComponent(url).endsWith('["552032534"]') ? pdf() : void response.writeHead(404).end();
  if (url.startsWith('/telechargements/')) return void response.writeHead(404, { 'content-type': 'text/html' }).end('<html>Not found</html>');
  if (url === '/api/sso/login') {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const { username, password } = JSON.parse(body) as { username: string; password: string };
      if (username !== 'reuser@example.fr' || password !== 'secret') { void response.writeHead(401, { 'content-type': 'application/json' }).end('{"code":"401","message":"Bad credentials"}');
        return;
      }
      logins += 1;
      void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ token: jwt(Math.floor(Date.now() / 1000) + 86_400), user: { roles: ['ROLE_API'] } }));
    });
    return;
  }
  const authorized = (request.headers.authorization ?? '').startsWith('Bearer h.');
  if (!authorized) return void response.writeHead(401, { 'content-type': 'application/json' }).end('{"code":"401","message":"Vous n\'avez pas les droits","type":"access_denied"}');
  if (url === '/api/companies/552032534/attachments') {
    void response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        actes: [
          { id: 'aaaaaaaaaaaaaaaaaaaaaaaa', dateDepot: '2023-02-01', confidentiality: 'Public', deleted: false, typeRdd: [{ typeActe: 'Statuts mis à jour', decision: null }] },
          { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', dateDepot: '2022-01-01', confidentiality: 'Public', deleted: true, typeRdd: [] },
        ],
        bilans: [
          { id: 'cccccccccccccccccccccccc', dateDepot: '2025-06-30', dateCloture: '2024-12-31', confidentiality: 'Public', deleted: false, typeBilan: 'C' },
          { id: 'dddddddddddddddddddddddd', dateDepot: '2024-06-30', dateCloture: '2023-12-31', confidentiality: 'Confidentiel', deleted: false, typeBilan: 'C' },
        ],
        bilansSaisis: [],
      }),
    );
    return;
  }
  if (url === '/api/companies/999999999/attachments') return void response.writeHead(404, { 'content-type': 'application/json' }).end('{"code":"404","message":"Impossible de trouver la ressource demandée","type":"notFound"}');
  if (/^\/api\/(actes|bilans)\/[a-f0-9]{24}\/download$/.test(url)) {
    if (revokeNextDownload) {
      revokeNextDownload = false;
      return void response.writeHead(401).end();
    }
    return pdf();
  }
  void response.writeHead(404).end();
}

const http = () => ({ timeoutMs: 300, retries: 2, retryDelayMs: 0 });

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of held) response.destroy();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  hits.clear();
});

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return error instanceof ProviderError ? error.code : `unexpected ${String(error)}`;
  }
}

describe('INSEE avis de situation', () => {
  const insee = () => inseeAvisSituationClient({ ...http(), baseUrl: base });

  it('delivers the PDF of a known SIRET', async () => {
    const pdf = await insee().fetchPdf('55203253400041');
    expect(pdf.bytes.equals(PDF)).toBe(true);
    expect(pdf.contentType).toBe('application/pdf');
  });

  it('answers provider-not-found for an unknown SIRET (404 ExceptionDto)', async () => {
    expect(await codeOf(insee().fetchPdf('00000000000000'))).toBe('provider-not-found');
  });

  it('retries a 5xx and succeeds when the source comes back', async () => {
    expect((await insee().fetchPdf('11111111111111')).bytes.equals(PDF)).toBe(true);
    expect(hits.get('/identification/pdf/11111111111111')).toBe(3);
  });

  it('gives up after its retries on a lasting 5xx', async () => {
    expect(await codeOf(insee().fetchPdf('22222222222222'))).toBe('provider-unavailable');
    expect(hits.get('/identification/pdf/22222222222222')).toBe(3);
  });

  it('times out on a source that does not answer', async () => {
    const error = await insee().fetchPdf('33333333333333').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).code).toBe('provider-timeout');
    expect((error as ProviderError).transient).toBe(true);
  });

  it('refuses an answer that is not a PDF', async () => {
    expect(await codeOf(insee().fetchPdf('44444444444444'))).toBe('provider-invalid-document');
  });
});

describe('BODACC PDF', () => {
  it('builds the URL of the announcement PDF from its id and sub-folder', () => {
    expect(bodaccPdfUrl('https://www.bodacc.fr', 'A20230147853', '0')).toBe(
      'https://www.bodacc.fr/telechargements/COMMERCIALES/PDF/A/2023/20230147/0/BODACC_A_PDF_Unitaire_20230147_00853.pdf',
    );
    expect(bodaccPdfUrl('https://www.bodacc.fr', 'not-an-id', '0')).toBeNull();
  });

  it('delivers the PDF, and provider-not-found for a wrong sub-folder', async () => {
    const dila = bodaccPdfClient({ ...http(), baseUrl: base });
    expect((await dila.fetchPdf('A20230147853', '0')).bytes.equals(PDF)).toBe(true);
    expect(await codeOf(dila.fetchPdf('A20230147853', '1'))).toBe('provider-not-found');
  });
});

describe('INPI RNE', () => {
  const inpi = (password = 'secret') => inpiRneClient({ ...http(), baseUrl: base, dataBaseUrl: base, username: 'reuser@example.fr', password });

  it('logs in once, lists public non-deleted documents and downloads them', async () => {
    logins = 0;
    const client = inpi();
    const { acts, accounts } = await client.listAttachments('552032534');
    expect(acts.map((a) => a.id)).toEqual(['aaaaaaaaaaaaaaaaaaaaaaaa']);
    expect(accounts.map((a) => a.closingDate)).toEqual(['2024-12-31']);
    expect((await client.downloadAct('aaaaaaaaaaaaaaaaaaaaaaaa')).bytes.equals(PDF)).toBe(true);
    expect(logins).toBe(1);
  });

  it('logs in again when the source revokes its token', async () => {
    logins = 0;
    const client = inpi();
    await client.listAttachments('552032534');
    revokeNextDownload = true;
    expect((await client.downloadAccounts('cccccccccccccccccccccccc')).bytes.equals(PDF)).toBe(true);
    expect(logins).toBe(2);
  });

  it('answers provider-refused on bad credentials and provider-not-found for an unknown SIREN', async () => {
    expect(await codeOf(inpi('wrong').listAttachments('552032534'))).toBe('provider-refused');
    expect(await codeOf(inpi().listAttachments('999999999'))).toBe('provider-not-found');
  });

  it('fetches the RNE attestation from data.inpi.fr', async () => {
    expect((await inpi().fetchAttestation('552032534')).bytes.equals(PDF)).toBe(true);
    expect(await codeOf(inpi().fetchAttestation('000000018'))).toBe('provider-not-found');
  });
});

describe('official sources', () => {
  it('are all off without configuration', () => {
    const sources = officialSources({
      timeoutMs: 1000,
      retries: 0,
      insee: { enabled: false, baseUrl: base },
      bodacc: { enabled: false, baseUrl: base },
      inpi: { username: undefined, password: undefined, baseUrl: base, dataBaseUrl: base },
    });
    expect([...sources.configured]).toEqual([]);
    expect(providersForKind('sirene-situations', sources.configured).size).toBe(0);
  });

  it('deliver the kinds they can once configured, and only those', async () => {
    const sources = officialSources({
      ...http(),
      insee: { enabled: true, baseUrl: base },
      bodacc: { enabled: true, baseUrl: base },
      inpi: { username: 'reuser@example.fr', password: 'secret', baseUrl: base, dataBaseUrl: base },
    });
    expect([...sources.configured].sort()).toEqual(['dila', 'inpi', 'insee']);
    expect([...providersForKind('acts', sources.configured)]).toEqual(['inpi']);
    expect(providersForKind('brands', sources.configured).size).toBe(0);
    expect((await fetchOfficialDocument(sources, { kind: 'balance-sheets', siren: '552032534', fiscalYearEnd: '2024-12-31' })).bytes.equals(PDF)).toBe(true);
    expect(await codeOf(fetchOfficialDocument(sources, { kind: 'balance-sheets', siren: '552032534', fiscalYearEnd: '2023-12-31' }))).toBe('provider-not-found');
    expect((await fetchOfficialDocument(sources, { kind: 'sirene-situations', siret: '55203253400041' })).bytes.equals(PDF)).toBe(true);
  });
});

import { fetchPdf, refusalCode, requestWithRetries, type HttpOptions, type OfficialPdf } from './http-client';
import { ProviderError } from './provider-error';

export interface InpiRneConfig extends Omit<HttpOptions, 'provider'> {
  /** `https://registre-national-entreprises.inpi.fr` */
  baseUrl: string;
  /** `https://data.inpi.fr` (serves the RNE attestation PDF). */
  dataBaseUrl: string;
  username: string;
  password: string;
  /** Current time, for the token's expiry. */
  now?: () => number;
}

/** An act or an annual-accounts filing listed by `GET /api/companies/{siren}/attachments`. */
export interface InpiAttachment {
  id: string;
  dateDepot: string | null;
  confidentiality: string | null;
  deleted: boolean;
  /** Acts: `typeRdd[].typeActe`; accounts: `dateCloture`. */
  label: string | null;
  closingDate: string | null;
}

export interface InpiAttachments {
  acts: InpiAttachment[];
  accounts: InpiAttachment[];
}

const DOCUMENT_ID = /^[a-f0-9]{24}$/;

/** Reads the `exp` claim of a JWT (seconds), without checking it: the token is only ours to forward. */
function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

interface RawAttachment {
  id?: unknown;
  dateDepot?: unknown;
  dateCloture?: unknown;
  confidentiality?: unknown;
  deleted?: unknown;
  typeRdd?: { typeActe?: unknown }[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function attachment(raw: RawAttachment): InpiAttachment | null {
  const id = text(raw.id);
  if (!id || !DOCUMENT_ID.test(id)) return null;
  const types = (raw.typeRdd ?? []).map((t) => text(t.typeActe)).filter((t): t is string => t !== null);
  return {
    id,
    dateDepot: text(raw.dateDepot),
    confidentiality: text(raw.confidentiality),
    deleted: raw.deleted === true,
    label: types.length > 0 ? types.join(', ') : null,
    closingDate: text(raw.dateCloture),
  };
}

/**
 * The INPI RNE API (docs/providers.md): log in once (`POST /api/sso/login`), keep the JWT until a
 * minute before its `exp` (or an hour), log in again on a 401; acts and accounts PDFs by their
 * 24-hex id; the RNE attestation from data.inpi.fr. Deleted and non-public documents are never served.
 */
export function inpiRneClient(config: InpiRneConfig) {
  const options: HttpOptions = { ...config, provider: 'inpi' };
  const base = config.baseUrl.replace(/\/+$/, '');
  const now = config.now ?? Date.now;
  let token: { value: string; expiresAt: number } | null = null;

  async function login(): Promise<string> {
    const response = await requestWithRetries(
      `${base}/api/sso/login`,
      { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ username: config.username, password: config.password }) },
      options,
    );
    if (!response.ok) {
      await response.body?.cancel();
      throw new ProviderError(response.status === 404 ? 'provider-refused' : (refusalCode(response.status) ?? 'provider-unavailable'), 'inpi', `login HTTP ${response.status}`);
    }
    const body = (await response.json().catch(() => null)) as { token?: unknown } | null;
    const value = typeof body?.token === 'string' ? body.token : null;
    if (!value) throw new ProviderError('provider-refused', 'inpi', 'login answered no token');
    token = { value, expiresAt: Math.min(tokenExpiry(value) ?? Infinity, now() + 3_600_000) - 60_000 };
    return value;
  }

  async function bearer(): Promise<string> {
    return token && token.expiresAt > now() ? token.value : login();
  }

  /** Runs `call` with a valid token; on a 401 (token revoked or expired early), logs in once more. */
  async function authorized<T>(call: (authorization: Record<string, string>) => Promise<T>): Promise<T> {
    try {
      return await call({ authorization: `Bearer ${await bearer()}` });
    } catch (error) {
      if (!(error instanceof ProviderError) || error.code !== 'provider-refused' || !error.message.includes('HTTP 401')) throw error;
      token = null;
      return call({ authorization: `Bearer ${await login()}` });
    }
  }

  async function download(path: 'actes' | 'bilans', id: string): Promise<OfficialPdf> {
    if (!DOCUMENT_ID.test(id)) throw new RangeError(`Not an INPI document id: ${id}`);
    return authorized((headers) => fetchPdf(`${base}/api/${path}/${id}/download`, options, headers));
  }

  return {
    async listAttachments(siren: string): Promise<InpiAttachments> {
      return authorized(async (headers) => {
        const response = await requestWithRetries(`${base}/api/companies/${siren}/attachments`, { headers: { ...headers, accept: 'application/json' } }, options);
        if (!response.ok) {
          await response.body?.cancel();
          throw new ProviderError(refusalCode(response.status) ?? 'provider-unavailable', 'inpi', `HTTP ${response.status}`);
        }
        const body = (await response.json().catch(() => null)) as { actes?: RawAttachment[]; bilans?: RawAttachment[] } | null;
        if (!body) throw new ProviderError('provider-invalid-document', 'inpi', 'attachments: not JSON');
        const keep = (raw: RawAttachment[] | undefined) =>
          (raw ?? []).map(attachment).filter((a): a is InpiAttachment => a !== null && !a.deleted && (a.confidentiality === null || a.confidentiality === 'Public'));
        return { acts: keep(body.actes), accounts: keep(body.bilans) };
      });
    },
    downloadAct: (id: string) => download('actes', id),
    downloadAccounts: (id: string) => download('bilans', id),
    /** The official RNE registration certificate (no credentials needed on data.inpi.fr). */
    fetchAttestation(siren: string): Promise<OfficialPdf> {
      if (!/^\d{9}$/.test(siren)) throw new RangeError(`Not a SIREN: ${siren}`);
      const ids = encodeURIComponent(JSON.stringify([siren]));
      return fetchPdf(`${config.dataBaseUrl.replace(/\/+$/, '')}/export/companies?format=pdf&ids=${ids}`, options);
    },
  };
}

export type InpiRneClient = ReturnType<typeof inpiRneClient>;

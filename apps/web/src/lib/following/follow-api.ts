import { readCookie } from '../api-client/read-cookie';
import { hasSessionHint, SESSION_HINT_COOKIE } from '../auth/session-hint';
import { runtimeApiGet, runtimeConfig } from '../runtime-config/runtime-api';

/**
 * The follow button's calls to the API, light on purpose (no domain package, like the other
 * islands of static pages): the user's lists, the lists holding some SIRENs, following and
 * unfollowing. Paths are those of SPECIFICATION §7 (Following).
 */
export interface FollowListOption {
  id: string;
  name: string;
  is_default: boolean;
}

/** `signedIn: false` for a guest (no session, or the API answered 401). */
export type FollowState = { signedIn: false } | { signedIn: true; lists: FollowListOption[]; followed: Map<string, string[]> };

const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie';

export class FollowApiError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string | null,
  ) {
    super(`API answered ${status}`);
  }
}

const messageOf = (body: unknown): string | null =>
  body !== null && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : null;

/** The user's lists and which of `sirens` they follow, in two calls; a guest costs no call at all. */
export async function loadFollowState(sirens: readonly string[]): Promise<FollowState> {
  if (!hasSessionHint()) return { signedIn: false };
  const [lists, followed] = await Promise.all([runtimeApiGet('/api/followed-lists'), runtimeApiGet(`/api/company/followed?sirens=${sirens.slice(0, 100).join(',')}`)]);
  if (lists.status === 401 || followed.status === 401) return { signedIn: false };
  if (lists.status !== 200 || followed.status !== 200) throw new FollowApiError(lists.status === 200 ? followed.status : lists.status, null);
  const listRows = (lists.body as { data: FollowListOption[] }).data;
  const followedRows = (followed.body as { data: { siren: string; list_ids: string[] }[] }).data;
  return {
    signedIn: true,
    lists: listRows.map(({ id, name, is_default }) => ({ id, name, is_default })),
    followed: new Map(followedRows.map((row) => [row.siren, row.list_ids])),
  };
}

async function change(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
  const { apiBaseUrl } = await runtimeConfig();
  await fetch(`${apiBaseUrl}${CSRF_COOKIE_PATH}`, { credentials: 'include', headers: { accept: 'application/json' } });
  const token = readCookie(document.cookie, SESSION_HINT_COOKIE);
  const response = await fetch(`${apiBaseUrl}${path}`, {
    method,
    credentials: 'include',
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { 'x-xsrf-token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new FollowApiError(response.status, messageOf(answer));
  return answer;
}

/** Adds the company to a list of the user (the default one when `listId` is null); answers the lists now holding it. */
export async function followCompany(siren: string, listId: string | null): Promise<string[]> {
  const answer = (await change('POST', listId ? `/api/company/${siren}/follow/${listId}` : `/api/company/${siren}/follow`)) as { data: { list_ids: string[] } };
  return answer.data.list_ids;
}

/** Takes the company out of one list. */
export async function removeFromList(siren: string, listId: string): Promise<void> {
  await change('DELETE', `/api/followed-lists/${listId}/companies`, { sirens: [siren] });
}

/** Creates a list and answers it. */
export async function createList(name: string): Promise<FollowListOption> {
  const answer = (await change('POST', '/api/followed-lists', { name })) as { data: FollowListOption };
  return answer.data;
}

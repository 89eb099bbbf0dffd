import { isSensitiveUrl } from './sensitive-urls';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** What a network breadcrumb may keep of a sensitive call: where it went and how it ended. */
const BREADCRUMB_KEPT_KEYS = new Set(['url', 'method', 'status_code']);

/** A fetch/XHR breadcrumb of a sensitive call keeps only its URL, method and status. */
export function redactBreadcrumb<T extends { category?: string; data?: Json }>(breadcrumb: T): T {
  const { category, data } = breadcrumb;
  if ((category !== 'fetch' && category !== 'xhr') || !data || typeof data.url !== 'string' || !isSensitiveUrl(data.url)) return breadcrumb;
  return { ...breadcrumb, data: Object.fromEntries(Object.entries(data).filter(([key]) => BREADCRUMB_KEPT_KEYS.has(key))) };
}

/** An error or transaction event: no request body when its URL is sensitive, and its breadcrumbs redacted. */
export function redactEvent<T extends { request?: { url?: string; data?: unknown }; breadcrumbs?: { category?: string; data?: Json }[] }>(event: T): T {
  const redacted = { ...event };
  if (event.request && typeof event.request.url === 'string' && isSensitiveUrl(event.request.url) && 'data' in event.request) {
    const { data: _removed, ...request } = event.request;
    redacted.request = request;
  }
  if (event.breadcrumbs) redacted.breadcrumbs = event.breadcrumbs.map(redactBreadcrumb);
  return redacted;
}

/**
 * A session-replay recording event: the network details of a sensitive fetch/XHR call lose their
 * request and response bodies (headers and sizes stay). Other events pass unchanged.
 */
export function redactRecordingEvent<T>(event: T): T {
  if (!isObject(event) || !isObject(event.data) || !isObject(event.data.payload)) return event;
  const payload = event.data.payload;
  const op = payload.op;
  if (op !== 'resource.fetch' && op !== 'resource.xhr') return event;
  if (typeof payload.description !== 'string' || !isSensitiveUrl(payload.description) || !isObject(payload.data)) return event;
  const withoutBody = (part: unknown) => {
    if (!isObject(part)) return part;
    const { body: _removed, ...rest } = part;
    return rest;
  };
  const details = { ...payload.data, request: withoutBody(payload.data.request), response: withoutBody(payload.data.response) };
  return { ...event, data: { ...event.data, payload: { ...payload, data: details } } };
}

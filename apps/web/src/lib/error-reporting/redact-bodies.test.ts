import { describe, expect, it } from 'vitest';
import { redactBreadcrumb, redactEvent, redactRecordingEvent } from './redact-bodies';

const networkEvent = (url: string, op = 'resource.fetch') => ({
  type: 5,
  timestamp: 1,
  data: {
    tag: 'performanceSpan',
    payload: {
      op,
      description: url,
      data: {
        method: 'POST',
        statusCode: 204,
        request: { size: 40, headers: { 'content-type': 'application/json' }, body: { email: 'a@b.fr', password: 'secret' } },
        response: { size: 2, headers: {}, body: { id: '7', email: 'a@b.fr' } },
      },
    },
  },
});

describe('redactRecordingEvent', () => {
  it('removes the request and response bodies of a sensitive call, keeping sizes and headers', () => {
    for (const url of ['http://127.0.0.1:4000/login', 'http://127.0.0.1:4000/api/me', 'http://x/register-and-subscribe']) {
      for (const op of ['resource.fetch', 'resource.xhr']) {
        const redacted = redactRecordingEvent(networkEvent(url, op));
        const details = redacted.data.payload.data;
        expect(details.request).toEqual({ size: 40, headers: { 'content-type': 'application/json' } });
        expect(details.response).toEqual({ size: 2, headers: {} });
        expect(JSON.stringify(redacted)).not.toContain('secret');
        expect(JSON.stringify(redacted)).not.toContain('a@b.fr');
      }
    }
  });

  it('keeps the bodies of other calls and leaves other events unchanged', () => {
    const search = networkEvent('http://127.0.0.1:4000/api/search/companies?q=boulangerie');
    expect(redactRecordingEvent(search)).toEqual(search);
    const click = { type: 3, timestamp: 2, data: { source: 2 } };
    expect(redactRecordingEvent(click)).toBe(click);
    const navigation = { type: 5, timestamp: 3, data: { tag: 'performanceSpan', payload: { op: 'navigation.navigate', description: 'http://site/login' } } };
    expect(redactRecordingEvent(navigation)).toBe(navigation);
  });
});

describe('redactEvent', () => {
  it('drops the request body of an event on a sensitive URL and redacts its network breadcrumbs', () => {
    const event = {
      request: { url: 'http://127.0.0.1:4000/reset-password', data: { password: 'secret', token: 't' }, headers: { 'User-Agent': 'x' } },
      breadcrumbs: [
        { category: 'fetch', data: { url: 'http://127.0.0.1:4000/login', method: 'POST', status_code: 422, request_body: '{"password":"secret"}', response_body_size: 80 } },
        { category: 'fetch', data: { url: 'http://127.0.0.1:4000/api/statistics', method: 'GET', status_code: 200, response_body_size: 80 } },
        { category: 'ui.click', message: 'button' },
      ],
    };
    const redacted = redactEvent(event);
    expect(redacted.request).toEqual({ url: 'http://127.0.0.1:4000/reset-password', headers: { 'User-Agent': 'x' } });
    expect(redacted.breadcrumbs[0]).toEqual({ category: 'fetch', data: { url: 'http://127.0.0.1:4000/login', method: 'POST', status_code: 422 } });
    expect(redacted.breadcrumbs.slice(1)).toEqual(event.breadcrumbs.slice(1));
    expect(JSON.stringify(redacted)).not.toContain('secret');
  });

  it('keeps the request data of other URLs', () => {
    const event = { request: { url: 'http://127.0.0.1:3000/resultats?q=x', data: { q: 'x' } } };
    expect(redactEvent(event)).toEqual(event);
  });
});

describe('redactBreadcrumb', () => {
  it('applies to fetch and XHR breadcrumbs only', () => {
    const xhr = { category: 'xhr', data: { url: '/logout', method: 'POST', status_code: 204, body: 'x' } };
    expect(redactBreadcrumb(xhr).data).toEqual({ url: '/logout', method: 'POST', status_code: 204 });
    const navigation = { category: 'navigation', data: { from: '/', to: '/login' } };
    expect(redactBreadcrumb(navigation)).toBe(navigation);
  });
});

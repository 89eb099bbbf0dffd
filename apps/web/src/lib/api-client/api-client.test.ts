import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@registre/domain';
import { createApiClient } from './api-client';
import { ApiClientError } from './api-client-error';

interface RecordedCall {
  url: string;
  init: RequestInit;
}

function fakeApi(answers: Record<string, () => Response>, cookies = 'XSRF-TOKEN=tok%2Ben') {
  const calls: RecordedCall[] = [];
  const client = createApiClient('http://api.test/', {
    readCookies: () => cookies,
    fetch: async (input, init = {}) => {
      const url = String(input);
      calls.push({ url, init });
      const answer = answers[`${init.method} ${new URL(url).pathname}`];
      if (!answer) throw new TypeError('network down');
      return answer();
    },
  });
  return { client, calls };
}

const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const empty = (status: number) => () => new Response(null, { status });

describe('createApiClient', () => {
  it('GETs JSON from the API origin with credentials and Accept JSON', async () => {
    const { client, calls } = fakeApi({ 'GET /api/me': json(200, { data: { id: '1' } }) });
    await expect(client.get('/api/me')).resolves.toEqual({ data: { id: '1' } });
    expect(calls[0]?.url).toBe('http://api.test/api/me');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.init.headers).toMatchObject({ Accept: 'application/json' });
  });

  it('fetches the CSRF cookie before a POST and echoes the decoded token', async () => {
    const { client, calls } = fakeApi({ [`GET ${AUTH_PATHS.csrfCookie}`]: empty(204), 'POST /login': empty(204) });
    await expect(client.post('/login', { email: 'a@b.fr' })).resolves.toBeNull();
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      `GET http://api.test${AUTH_PATHS.csrfCookie}`,
      'POST http://api.test/login',
    ]);
    expect(calls[1]?.init.headers).toMatchObject({ 'x-xsrf-token': 'tok+en', 'Content-Type': 'application/json' });
    expect(calls[1]?.init.body).toBe('{"email":"a@b.fr"}');
    expect(calls[1]?.init.credentials).toBe('include');
  });

  it('builds absolute URLs on the API origin', () => {
    expect(fakeApi({}).client.url('/api/me/export')).toBe('http://api.test/api/me/export');
  });

  it('sends a DELETE with the same handshake and token', async () => {
    const { client, calls } = fakeApi({ [`GET ${AUTH_PATHS.csrfCookie}`]: empty(204), 'DELETE /api/me': empty(204) });
    await client.delete('/api/me', { password: 'x' });
    expect(calls[1]?.init).toMatchObject({ method: 'DELETE', body: '{"password":"x"}', headers: { 'x-xsrf-token': 'tok+en' } });
  });

  it('throws the status and the { message, errors } body of a failed call', async () => {
    const body = { message: 'errors:validation.invalid', errors: { email: ['errors:auth.email-taken'] } };
    const { client } = fakeApi({ [`GET ${AUTH_PATHS.csrfCookie}`]: empty(204), 'POST /register': json(422, body) });
    const error = await client.post('/register', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ status: 422, body });
  });

  it('keeps the status when the error body is not the API format', async () => {
    const { client } = fakeApi({ 'GET /api/me': () => new Response('<html>', { status: 502 }) });
    await expect(client.get('/api/me')).rejects.toMatchObject({ status: 502, body: null });
  });

  it('reports an unreachable API with a null status', async () => {
    const { client } = fakeApi({});
    await expect(client.get('/api/me')).rejects.toMatchObject({ status: null, body: null });
  });

  it('answers every failure with the union the site’s server reads: 404, 429 with its seconds, outage, time-out', async () => {
    const { client } = fakeApi({
      'GET /gone': json(404, { message: 'errors:company.not-found' }),
      'GET /busy': () => new Response(JSON.stringify({ message: 'errors:request.rate-limited' }), { status: 429, headers: { 'retry-after': '27' } }),
      'GET /down': () => new Response('', { status: 503 }),
      'GET /slow': () => {
        throw new DOMException('The operation timed out.', 'TimeoutError');
      },
    });
    await expect(client.get('/gone')).rejects.toMatchObject({ failure: { kind: 'not-found' } });
    await expect(client.get('/busy')).rejects.toMatchObject({ failure: { kind: 'rate-limited', retryAfterSeconds: 27 } });
    await expect(client.get('/down')).rejects.toMatchObject({ failure: { kind: 'unavailable', status: 503 } });
    await expect(client.get('/slow')).rejects.toMatchObject({ status: null, failure: { kind: 'timeout' } });
    await expect(client.get('/nowhere')).rejects.toMatchObject({ failure: { kind: 'unavailable', status: null } });
  });
});

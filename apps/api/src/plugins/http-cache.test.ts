import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../errors/error-handler';
import { registerHttpCache } from './http-cache';
import { registerRateLimit } from './rate-limit';

async function app() {
  const server = Fastify();
  server.setErrorHandler(errorHandler);
  await registerRateLimit(server);
  registerHttpCache(server);
  server.get('/public', { config: { cache: { maxAge: 60, vary: ['hide-financial-data'] } } }, async () => ({ value: 1 }));
  server.get('/private', async () => ({ secret: true }));
  server.get('/limited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  await server.ready();
  return server;
}

describe('HTTP cache', () => {
  it('gives public answers Cache-Control and an ETag, and a 304 to a matching conditional request', async () => {
    const server = await app();
    const first = await server.inject({ url: '/public' });
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=60');
    expect(first.headers.vary).toBe('hide-financial-data');
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^W\/".+"$/);
    const again = await server.inject({ url: '/public', headers: { 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await server.inject({ url: '/public', headers: { 'if-none-match': 'W/"other"' } });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ value: 1 });
  });

  it('marks every other answer no-store', async () => {
    const server = await app();
    expect((await server.inject({ url: '/private' })).headers['cache-control']).toBe('no-store');
    expect((await server.inject({ url: '/missing' })).headers['cache-control']).toBe('no-store');
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After and a message key once a route is over its limit', async () => {
    const server = await app();
    await server.inject({ url: '/limited' });
    await server.inject({ url: '/limited' });
    const third = await server.inject({ url: '/limited' });
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(third.json()).toEqual({ message: 'errors:request.rate-limited' });
    expect((await server.inject({ url: '/public' })).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('system endpoints', () => {
  it('GET /health answers ok', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /ready checks the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: true, queue: true });
  });

  it('an unknown route is a 404 with a message key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'errors:route.not-found' });
  });

  it('every answer carries a request id, and keeps a sane incoming one', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/health' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const hostile = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': '<script>' } });
    expect(hostile.headers['x-request-id']).not.toBe('<script>');
  });

  it('CORS allows the web origin with credentials only', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/companies/552081317',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const other = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/companies/552081317',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sets helmet security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves the OpenAPI document generated from the zod contracts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const operation = document.paths['/api/companies/{siren}'].get;
    expect(operation.parameters).toContainEqual(expect.objectContaining({ name: 'siren', in: 'path', required: true }));
    // The profile answers the full identity or the payment-page subset: both schemas are documented.
    expect(JSON.stringify(operation.responses['200'].content['application/json'].schema)).toContain('vat_number');
  });

  it('malformed JSON bodies and huge bodies are 4xx with a key', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/health', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    expect(bad.json().message).toMatch(/^errors:/);
  });
});

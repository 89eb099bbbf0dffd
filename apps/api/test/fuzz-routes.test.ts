import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { fuzzRuns } from '../../../test/helpers/fuzz-runs';

/**
 * Every route of the API, found in its own OpenAPI document, fed random and hostile path
 * parameters, query strings and bodies: an answer may be anything but a 5xx.
 */
interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: OpenApiParameter[] }>>;
}

const HOSTILE = [
  "' OR 1=1 --",
  '"; DROP TABLE companies; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '💥'.repeat(50),
  'a'.repeat(5000),
  '-1',
  '0',
  '1e309',
  'NaN',
  '552081317',
  '55208131700021',
  '000000000',
  'null',
  '[]',
  '{}',
  ' ',
  '9'.repeat(40),
];

const value = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 40 }), fc.integer().map(String), fc.string({ unit: 'binary', maxLength: 20 }));
const body = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.dictionary(fc.constantFrom('email', 'password', 'name', 'q', 'sirens', '_method', 'page'), value));

let t: TestApp;
let spec: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  spec = (t.app as unknown as { swagger(): OpenApiDocument }).swagger();
});
afterAll(() => t.close());

function routes(methods: string[]): Array<{ method: string; path: string; parameters: OpenApiParameter[] }> {
  return Object.entries(spec.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => methods.includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, parameters: operation.parameters ?? [] })),
  );
}

function url(path: string, pathValues: string[], query: Array<[string, string]>): string {
  let index = 0;
  const filled = path.replace(/\{[^}]+\}/g, () => encodeURIComponent(pathValues[index++] ?? 'x'));
  const search = new URLSearchParams(query).toString();
  return search ? `${filled}?${search}` : filled;
}

describe('fuzzing every route', () => {
  it('finds the routes in the OpenAPI document', () => {
    expect(routes(['get']).some((route) => route.path === '/api/companies/{siren}')).toBe(true);
  });

  it('never answers a GET with a 5xx, whatever the path and query', async () => {
    for (const route of routes(['get'])) {
      const queryNames = route.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      const pathCount = route.parameters.filter((p) => p.in === 'path').length;
      await fc.assert(
        fc.asyncProperty(
          fc.array(value, { minLength: pathCount, maxLength: pathCount }),
          fc.array(fc.tuple(fc.constantFrom(...queryNames, 'page', 'unknown'), value), { maxLength: 4 }),
          async (pathValues, query) => {
            const response = await t.app.inject({ method: 'GET', url: url(route.path, pathValues, query), headers: { 'hide-financial-data': '1' } });
            expect(response.statusCode, `${route.method} ${response.statusCode} ${url(route.path, pathValues, query)}`).toBeLessThan(500);
          },
        ),
        { numRuns: fuzzRuns(25) },
      );
    }
  });

  it('never answers a state-changing call with a 5xx, whatever the body', async () => {
    for (const route of routes(['post', 'put', 'patch', 'delete'])) {
      const pathCount = route.parameters.filter((p) => p.in === 'path').length;
      await fc.assert(
        fc.asyncProperty(fc.array(value, { minLength: pathCount, maxLength: pathCount }), body, async (pathValues, payload) => {
          const response = await t.app.inject({ method: route.method as 'POST', url: url(route.path, pathValues, []), payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
          expect(response.statusCode, `${route.method} ${route.path} ${JSON.stringify(payload)}`).toBeLessThan(500);
        }),
        { numRuns: fuzzRuns(15) },
      );
    }
  });

  it('answers raw malformed URLs with a 4xx', async () => {
    for (const raw of ['/api/companies/%E0%A4%A', '/api/companies/%', '/api/companies/..%2F..%2F', `/api/companies/${'9'.repeat(10_000)}`]) {
      const response = await t.app.inject({ method: 'GET', url: raw });
      expect(response.statusCode, raw).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, raw).toBeLessThan(500);
      expect(response.json(), raw).toMatchObject({ message: expect.stringMatching(/^errors:/) });
    }
  });
});

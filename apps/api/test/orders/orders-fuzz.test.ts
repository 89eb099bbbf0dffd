import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { registerClient } from '../support/accounts';
import { grantOrderAccess } from '../support/grant-order-access';
import type { SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../test-app';
import { fuzzRuns } from '../../../../test/helpers/fuzz-runs';

/**
 * Every order endpoint (from the OpenAPI document), called by a signed-in user with access (so the
 * calls reach the handlers past CSRF and the guards) with random and hostile path values, queries
 * and bodies: an answer may be anything but a 5xx.
 */
interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
}

const HOSTILE = ["' OR 1=1 --", '<script>', '../../etc/passwd', '%00', '\u0000', 'a'.repeat(3000), '-1', '0', 'NaN', '552081317', '000000000', 'null', '{}', ' ', '9'.repeat(40), '00000000-0000-0000-0000-000000000000'];
const value = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 40 }), fc.integer().map(String));
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom('brand_number', 'patent_number', 'filing_number', 'provider', 'order_data', 'commercial_advertisement_id', 'pdf_release_subfolder', 'type', 'fields', 'idcc', 'fiscal_year_end', 'amount_cents', 'sender'), fc.oneof(value, fc.jsonValue({ maxDepth: 2 }))),
);

let test: TestApp;
let dataDir: string;
let client: SessionClient;
let spec: OpenApiDocument;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'registre-orders-fuzz-'));
  test = await createTestApp(inject('databaseUrl'), { DATA_DIR: dataDir, JOB_QUEUE_SCHEMA: `orders_fuzz_${process.pid}`, ORDER_RATE_LIMIT_PER_MINUTE: '1000000', ORDER_RATE_LIMIT_PER_IP_PER_MINUTE: '1000000', BILLING_DAILY_CAP_PER_KIND: '100000' }, { platform: true });
  const registered = await registerClient(test.app);
  client = registered.client;
  await grantOrderAccess(test.pool, registered.user.id, { status: 'trialing', kbisQuotaLeft: 3 });
  spec = (test.app as unknown as { swagger(): OpenApiDocument }).swagger();
}, 120_000);

afterAll(async () => {
  await test?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const isOrderPath = (path: string) => /\/order(\/|$)|^\/api\/orders|^\/orders\/|pre-orders/.test(path);
const fill = (path: string, values: string[]) => {
  let index = 0;
  return path.replace(/\{[^}]+\}/g, () => encodeURIComponent(values[index++] ?? 'x'));
};

describe('fuzzing every order endpoint', () => {
  it('finds them all in the OpenAPI document', () => {
    const paths = Object.keys(spec.paths).filter(isOrderPath);
    expect(paths.length).toBeGreaterThanOrEqual(36 + 8);
  });

  it('never answers with a 5xx, whatever the path, query and body', async () => {
    for (const [path, operations] of Object.entries(spec.paths).filter(([p]) => isOrderPath(p))) {
      for (const method of Object.keys(operations)) {
        const pathCount = (path.match(/\{/g) ?? []).length;
        await fc.assert(
          fc.asyncProperty(fc.array(value, { minLength: pathCount, maxLength: pathCount }), body, fc.array(fc.tuple(fc.constantFrom('page', 'per_page', 'state', 'kind', 'format'), value), { maxLength: 3 }), async (values, payload, query) => {
            const search = new URLSearchParams(query).toString();
            const url = `${fill(path, values)}${search ? `?${search}` : ''}`;
            const response = method === 'post' ? await client.post(url, undefined, { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }) : await client.get(url);
            expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
          }),
          { numRuns: fuzzRuns(8) },
        );
      }
    }
  }, 600_000);
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complementaryInformationsResponseSchema } from '@registre/domain';
import { createIsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { createSessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../test-app';
import { COMPANY_ENDPOINTS } from './company-endpoints';
import { fuzzRuns } from '../../../../test/helpers/fuzz-runs';

/**
 * Property-based fuzzing of every company endpoint: real, padded, spaced, unknown and hostile
 * SIRENs with random and hostile query values and headers. No answer may be a 5xx, and every 200
 * must satisfy the endpoint's contract.
 */
/** Values that have broken parsers and SQL before, and values close to the valid ones. */
const HOSTILE = [
  ...["' OR 1=1 --", '"; DROP TABLE companies; --', '<script>alert(1)</script>', '../../etc/passwd'],
  ...['%00', '\u0000', '💥', 'a'.repeat(3000), ' '],
  ...['-1', '0', '1e309', 'NaN', 'Infinity', '2.5', '100001', '9'.repeat(40)],
  ...['true', 'open', 'closed', 'account_filing'],
];

const QUERY_NAMES = ['page', 'per_page', 'status', 'family', 'load_payment_data_only', 'unknown'];

let t: TestApp;
let sirens: string[];

beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.pool.query<{ siren: string }>('SELECT siren FROM companies ORDER BY siren LIMIT 40');
  sirens = rows.map((row) => row.siren);
});
afterAll(() => t?.close());

describe('fuzzing the company endpoints', () => {
  it('never answers a 5xx and always keeps the contract of a 200', async () => {
    const siren = fc.oneof(
      fc.constantFrom(...sirens),
      fc.constantFrom(...sirens).map((s) => s.replace(/^0+/, '') || '0'),
      fc.constantFrom(...sirens).map((s) => `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`),
      fc.stringMatching(/^\d{1,14}$/),
      fc.constantFrom(...HOSTILE),
      fc.string({ maxLength: 30 }),
    );
    const queryValue = fc.oneof(fc.constantFrom(...HOSTILE), fc.integer({ min: -5, max: 200_000 }).map(String), fc.string({ maxLength: 20 }));
    const query = fc.array(fc.tuple(fc.constantFrom(...QUERY_NAMES), queryValue), { maxLength: 4 });
    const headers = fc.option(fc.constantFrom('1', '0', 'false', 'true', '', 'yes'), { nil: undefined });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...COMPANY_ENDPOINTS), siren, query, headers, async (endpoint, value, params, hide) => {
        const search = new URLSearchParams(params).toString();
        const url = `${endpoint.url(encodeURIComponent(value))}${search ? `?${search}` : ''}`;
        const response = await t.app.inject({ method: 'GET', url, headers: hide === undefined ? {} : { 'hide-financial-data': hide } });
        const shown = url.slice(0, 200);
        expect(response.statusCode, `${shown} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
        if (response.statusCode === 200 && !url.includes('load_payment_data_only')) {
          expect(endpoint.schema.safeParse(response.json()).success, shown).toBe(true);
        }
        // The routes' own refusals carry a message key. (A path parameter over the router's length
        // limit is refused with 414 by the router itself, before the API's error handler.)
        if (response.statusCode === 400 || response.statusCode === 404) expect(response.json().message, shown).toMatch(/^errors:/);
      }),
      { numRuns: fuzzRuns(400) },
    );
  });

  it('never answers a 5xx to a hostile complementary-informations body, sent with a valid CSRF token', async () => {
    // A database of its own: the session client's CSRF cookie writes a session.
    const database = await createIsolatedDatabase();
    const own = await createTestApp(database.url);
    try {
      const client = createSessionClient(own.app);
      const id = fc.oneof(fc.constantFrom(...sirens), fc.constantFrom(...HOSTILE), fc.string({ maxLength: 20 }), fc.integer().map(String));
      const body = fc.oneof(fc.record({ ids: fc.array(id, { maxLength: 60 }) }), fc.jsonValue({ maxDepth: 3 }));
      let validated = 0;
      const runs = fuzzRuns(100);
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const response = await client.post('/api/companies/complementary-informations', undefined, {
            payload: JSON.stringify(payload),
            headers: { 'content-type': 'application/json' },
          });
          expect(response.statusCode, JSON.stringify(payload).slice(0, 200)).toBeLessThan(500);
          // 422: a NUL character, refused on its field before any route (plugins/nul-character-guard.ts).
          expect([200, 400, 422]).toContain(response.statusCode);
          if (response.statusCode === 200) complementaryInformationsResponseSchema.parse(response.json());
          validated++;
        }),
        // Below the route's rate limit (120 calls a minute per client).
        { numRuns: runs },
      );
      expect(validated).toBe(runs);
    } finally {
      await own.close();
      await database.drop();
    }
  });
});

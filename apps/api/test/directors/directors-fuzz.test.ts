import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { getFrom } from './fixtures/directors-database';
import { fuzzRuns } from '../../../../test/helpers/fuzz-runs';

/**
 * The director endpoints fed random and hostile input shaped like what they read (names,
 * ids, codes, cursors): an answer may be a 4xx, never a 5xx. Each request comes from its own
 * address so that the rate limits do not hide the handlers behind 429s.
 */
let shared: TestApp;
beforeAll(async () => {
  shared = await createTestApp();
});
afterAll(async () => {
  await shared?.close();
});

const HOSTILE = ["' OR 1=1 --", '%', '%00', '\u0000', '\\', '_', '%_%', '*', '💥', 'é'.repeat(300), ' ', '-', "l'", '1e309', 'NaN', '-1', '0', '9'.repeat(30)];
const text = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 60 }), fc.string({ unit: 'grapheme', maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 30 }));
const numberish = fc.oneof(fc.integer().map(String), fc.double().map(String), text);
/** Cursors: random text, and base64url of random JSON (some shaped like ours). */
const cursor = fc.oneof(
  text,
  fc.jsonValue({ maxDepth: 2 }).map((json) => Buffer.from(JSON.stringify(json) ?? 'null').toString('base64url')),
  fc.tuple(fc.string({ maxLength: 40 }), fc.oneof(fc.integer(), fc.double(), fc.string())).map((pair) => Buffer.from(JSON.stringify(pair)).toString('base64url')),
);

function query(params: Record<string, string | undefined>): string {
  const entries = Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return new URLSearchParams(entries).toString();
}

async function expectNo5xx(url: string): Promise<void> {
  const response = await getFrom(shared, url);
  expect(response.statusCode, url).toBeLessThan(500);
  expect(response.statusCode, url).not.toBe(429);
}

describe('fuzzing the director endpoints', () => {
  it('GET /api/search/directors', async () => {
    await fc.assert(
      fc.asyncProperty(text, fc.option(numberish), fc.option(numberish), fc.option(numberish), async (name, birthYear, page, perPage) => {
        await expectNo5xx(`/api/search/directors?${query({ name, birth_year: birthYear ?? undefined, page: page ?? undefined, per_page: perPage ?? undefined })}`);
      }),
      { numRuns: fuzzRuns(150) },
    );
  });

  it('GET /api/directors/:id and /personal', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(numberish, fc.bigInt({ min: 0n, max: 10n ** 20n }).map(String)), async (id) => {
        await expectNo5xx(`/api/directors/${encodeURIComponent(id)}`);
        await expectNo5xx(`/api/directors/${encodeURIComponent(id)}/personal`);
      }),
      { numRuns: fuzzRuns(100) },
    );
  });

  it('GET /api/directors/by-sector/:code and by-department/:department', async () => {
    const code = fc.oneof(text, fc.constantFrom('J', 'j', '62', '00', 'A', 'U', '99'));
    const department = fc.oneof(text, fc.constantFrom('75', '2A', '2b', '971', '976', '96', '00'));
    await fc.assert(
      fc.asyncProperty(code, department, fc.option(cursor), fc.option(numberish), fc.option(code), async (sector, dept, after, perPage, activity) => {
        const params = { cursor: after ?? undefined, per_page: perPage ?? undefined };
        await expectNo5xx(`/api/directors/by-sector/${encodeURIComponent(sector)}?${query(params)}`);
        await expectNo5xx(`/api/directors/by-department/${encodeURIComponent(dept)}?${query({ ...params, activity_code: activity ?? undefined })}`);
      }),
      { numRuns: fuzzRuns(150) },
    );
  });
});

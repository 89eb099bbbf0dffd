import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION_KEYS } from '@registre/domain';
import { registerClient } from './support/accounts';
import type { SessionClient } from './support/session-client';
import { createBillingTestApp, purchase, type BillingTestApp } from './billing/billing-test-app';

/**
 * A NUL character (which PostgreSQL cannot hold in text) in any string a route takes, its path,
 * query or body, from a signed-in subscriber: every route of the OpenAPI document answers
 * `errors:validation.control-character`, 422 in the body and 400 in the path or query (or a 4xx given
 * before the body is read), never a 5xx.
 * Without the guard, five routes answered 500 (see the commit message).
 */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const NUL = 'a\u0000b';

/** A plausible value for a schema (the first enum value, 'x', 1, true, an object of its properties). */
function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return 'x';
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(variant, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, child]) => [key, sample(child, depth + 1)]));
  if (type === 'array') return [sample(schema.items, depth + 1)];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  return 'x';
}

let t: BillingTestApp;
let client: SessionClient;
let operations: { method: string; path: string; operation: Operation }[];
beforeAll(async () => {
  t = await createBillingTestApp({ AUTH_LOGIN_MAX_PER_IP: '100000', AUTH_MAIL_MAX_PER_IP: '100000' });
  ({ client } = await registerClient(t.app));
  expect((await client.post('/api/subscriptions', purchase())).statusCode).toBe(201);
  const spec = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, Operation>> } }).swagger();
  operations = Object.entries(spec.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}, 60_000);
afterAll(async () => t?.close());

/** One request per string the route takes, that string holding a NUL character, the rest plausible. */
function hostileRequests({ method, path, operation }: (typeof operations)[number]): { url: string; body: unknown; where: string }[] {
  const params = operation.parameters ?? [];
  const pathValues = Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, String(sample(p.schema))]));
  const query = Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, String(sample(p.schema))]));
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const body = method === 'GET' ? undefined : (sample(bodySchema) as Record<string, unknown>);
  const build = (pathOverride: Record<string, string>, queryOverride: Record<string, string>, bodyValue: unknown) => {
    const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent({ ...pathValues, ...pathOverride }[name] ?? 'x'));
    const search = new URLSearchParams({ ...query, ...queryOverride }).toString();
    return { url: search ? `${filled}?${search}` : filled, body: bodyValue };
  };
  const requests: { url: string; body: unknown; where: string }[] = [];
  for (const name of Object.keys(pathValues)) requests.push({ ...build({ [name]: NUL }, {}, body), where: `path ${name}` });
  for (const name of [...Object.keys(query), 'q']) requests.push({ ...build({}, { [name]: NUL }, body), where: `query ${name}` });
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const key of Object.keys(body)) requests.push({ ...build({}, {}, { ...body, [key]: NUL }), where: `body ${key}` });
  }
  if (method !== 'GET') requests.push({ ...build({}, {}, { ...(body ?? {}), [NUL]: 'x' }), where: 'body key' });
  return requests;
}

describe('a NUL character in a request', () => {
  it('answers errors:validation.control-character on every route, wherever the string is: 422 in the body, 400 in the path or query', async () => {
    expect(operations.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const operation of operations) {
      if (operation.path === '/webhooks/stripe') continue; // raw body, refused by its signature check (tested in stripe.test.ts)
      for (const request of hostileRequests(operation)) {
        const send = operation.method === 'GET' ? client.get(request.url) : client[operation.method.toLowerCase() as 'post'](request.url, request.body);
        const response = await send;
        const answer = String(response.headers['content-type'] ?? '').includes('json') ? (response.json() as { message?: string }) : {};
        // Refused before the body is read (a per-user rate limit, a body-less call without a content type): fine too.
        if (response.statusCode === 429 || response.statusCode === 415) continue;
        const expected = request.where.startsWith('body') ? 422 : 400;
        if (response.statusCode !== expected || answer.message !== VALIDATION_KEYS.controlCharacter) wrong.push(`${operation.method} ${operation.path} (${request.where}): ${response.statusCode} ${answer.message ?? ''}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

import { createHash } from 'node:crypto';

/** What an order carries besides its kind and subject, as stored (JSON) and passed to the data gathering. */
export type OrderPayload = Record<string, unknown>;

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  }
  return value;
}

/** Two orders are the same when kind, subject and this hash are: key order and absent keys do not count. */
export function payloadHash(payload: OrderPayload): string {
  return createHash('sha256').update(JSON.stringify(canonical(payload))).digest('hex');
}

/**
 * Narrowing helpers for reading untrusted JSON by field name: every RNE field is optional and
 * may carry an unexpected type, so each read says what it accepts and returns undefined otherwise.
 */
export type JsonObject = Record<string, unknown>;

export function asObject(value: unknown): JsonObject | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : undefined;
}

export function asArray(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Words separated by single spaces, nothing around them. */
const CLEAN_TEXT = /^\S+(?: \S+)*$/;

/** A trimmed, whitespace-collapsed non-empty string; numbers are accepted (codes such as `roleEntreprise: 30`). */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  // Most values are already so: tested without building a new string.
  if (CLEAN_TEXT.test(value)) return value;
  const text = value.replace(/\s+/g, ' ').trim();
  return text === '' ? undefined : text;
}

/** Follows a path of object keys; undefined as soon as one step is not an object. */
export function pick(value: unknown, ...path: string[]): unknown {
  let current: unknown = value;
  for (const key of path) {
    const object = asObject(current);
    if (!object) return undefined;
    current = object[key];
  }
  return current;
}

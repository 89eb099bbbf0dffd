/** Narrowing helpers for values read from JSON data files (whose shape is never trusted). */

export type JsonObject = Record<string, unknown>;

export function asObject(value: unknown): JsonObject | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : undefined;
}

/**
 * A non-blank string (trimmed), a number written as a string, or undefined. NUL characters are
 * dropped: PostgreSQL text cannot hold them and one would fail a whole COPY batch.
 */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'string') {
    const text = (value.includes('\0') ? value.replace(/\0/g, '') : value).trim();
    return text === '' ? undefined : text;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * A sub-document that ODS holds as a string of JSON (`"jugement": "{\"nature\": …}"`), or
 * already as an object when a file was written that way. A string that is not JSON is kept as
 * it is (some old notices hold plain text); empty values and `"null"` give undefined.
 */
export function embeddedJson(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '' || text === 'null') return undefined;
  const first = text.charCodeAt(0);
  if (first !== 0x7b && first !== 0x5b) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** An object, or the first object of an array (BODACC lists hold one entry or several). */
export function firstObject(value: unknown): JsonObject | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const object = asObject(item);
      if (object) return object;
    }
    return undefined;
  }
  return asObject(value);
}

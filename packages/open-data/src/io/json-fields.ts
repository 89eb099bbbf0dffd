/**
 * Reading fields of untrusted JSON records (BODACC, RNE, INPI, ratios, acts): every field is optional and may carry
 * an unexpected type, so each read says what it accepts and gives undefined otherwise. The one place where a
 * JSON string becomes column text: NUL characters are dropped (PostgreSQL text cannot hold them, and one would fail
 * a whole COPY batch), then the value is trimmed, and a blank value is undefined.
 */
export type JsonObject = Record<string, unknown>;

export function asObject(value: unknown): JsonObject | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : undefined;
}

export function asArray(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
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

const NUL = /\0/g;

/**
 * Column text: a string without its NUL characters, trimmed (before the trim, so that a NUL next to a blank leaves
 * no blank behind), undefined when nothing is left; a finite number as its decimal text (codes such as
 * `roleEntreprise: 30`); undefined for anything else.
 */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'string') {
    const text = (value.includes('\0') ? value.replace(NUL, '') : value).trim();
    return text === '' ? undefined : text;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** Words separated by single spaces, no NUL, nothing around them. */
const CLEAN_WORDS = /^[^\s\0]+(?: [^\s\0]+)*$/;
const BLANKS = /\s+/g;

/**
 * `asText` with every run of blanks (spaces, tabs, line breaks, no-break spaces) made one space: for names and
 * labels, which the RNE writes with doubled or leading spaces.
 */
export function asWords(value: unknown): string | undefined {
  // Most values are already so (the RNE's hot path): tested without building a new string.
  if (typeof value === 'string' && CLEAN_WORDS.test(value)) return value;
  const text = asText(value);
  return text === undefined ? undefined : text.replace(BLANKS, ' ');
}

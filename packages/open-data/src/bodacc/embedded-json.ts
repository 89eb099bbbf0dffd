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

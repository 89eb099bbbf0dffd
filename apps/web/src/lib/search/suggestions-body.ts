/** One typeahead suggestion, as `GET /api/search/suggest` sends it (see `suggestionSchema`). */
export interface SuggestionItem {
  siren: string;
  name: string;
  postcode: string | null;
  city: string | null;
  status: 'active' | 'closed';
}

const nullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';

function isSuggestion(value: unknown): value is SuggestionItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.siren === 'string' &&
    /^\d{9}$/.test(item.siren) &&
    typeof item.name === 'string' &&
    nullableString(item.postcode) &&
    nullableString(item.city) &&
    (item.status === 'active' || item.status === 'closed')
  );
}

/**
 * The suggestions of a suggest answer; entries that break the contract are dropped. Checked by
 * hand rather than with the zod contract so the home page's only client code stays small.
 */
export function suggestionsFromBody(body: unknown): SuggestionItem[] {
  if (typeof body !== 'object' || body === null) return [];
  const data = (body as { data?: unknown }).data;
  return Array.isArray(data) ? data.filter(isSuggestion) : [];
}

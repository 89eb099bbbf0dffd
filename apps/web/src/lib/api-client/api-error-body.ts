import type { ApiError } from '@registre/domain';

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * The API's `{ message, errors? }` error body, or null when `value` is anything else.
 * A hand-written guard rather than the domain's zod schema: client bundles must not pull zod's
 * namespace build (DESIGN.md §3).
 */
export function toApiErrorBody(value: unknown): ApiError | null {
  if (typeof value !== 'object' || value === null) return null;
  const { message, errors } = value as Record<string, unknown>;
  if (typeof message !== 'string') return null;
  if (errors === undefined) return { message };
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return null;
  const entries = Object.entries(errors);
  if (!entries.every(([, keys]) => isStringArray(keys))) return null;
  return { message, errors: Object.fromEntries(entries) as Record<string, string[]> };
}

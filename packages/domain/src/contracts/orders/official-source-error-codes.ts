/**
 * Why an official source did not deliver an ordered document (docs/providers.md): the codes of the
 * documents package's `ProviderError`, which an order fetched from its source ends with. A file of
 * its own, without zod: the site's order buttons read it in the browser.
 */
export const OFFICIAL_SOURCE_ERROR_CODES = [
  'provider-not-found',
  'provider-refused',
  'provider-rate-limited',
  'provider-unavailable',
  'provider-timeout',
  'provider-invalid-document',
] as const;
export type OfficialSourceErrorCode = (typeof OFFICIAL_SOURCE_ERROR_CODES)[number];

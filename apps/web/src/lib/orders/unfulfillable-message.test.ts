import { OFFICIAL_SOURCE_ERROR_CODES } from '@registre/domain';
import { describe, expect, it } from 'vitest';
import errors from '../../locales/fr/errors.json';
import { unfulfillableMessageKey } from './unfulfillable-message';

/** The French text of an `errors:` key, read from the locale file as i18next reads it (dots are levels). */
function frenchText(key: string): unknown {
  const [namespace, path = ''] = key.split(':');
  expect(namespace).toBe('errors');
  return path.split('.').reduce<unknown>((node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), errors);
}

describe('unfulfillableMessageKey', () => {
  it('gives each official source refusal its own French message', () => {
    const texts = OFFICIAL_SOURCE_ERROR_CODES.map((code) => frenchText(unfulfillableMessageKey({ error_code: code })));
    for (const text of texts) expect(text).toMatch(/^La source officielle /);
    expect(new Set(texts).size).toBe(OFFICIAL_SOURCE_ERROR_CODES.length);
    expect(frenchText(unfulfillableMessageKey({ error_code: 'provider-not-found' }))).toContain('ne détient pas ce document');
  });

  it('keeps the general message for the other codes and for none', () => {
    for (const code of ['RENDER_FAILED', 'DOCUMENT_UNAVAILABLE', 'provider-made-up', null]) {
      expect(frenchText(unfulfillableMessageKey({ error_code: code }))).toBe('Ce document ne peut pas être produit pour cette entreprise.');
    }
  });
});

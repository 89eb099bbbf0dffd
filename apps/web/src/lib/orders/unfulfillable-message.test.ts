import { OFFICIAL_SOURCE_ERROR_CODES } from '@registre/domain';
import { describe, expect, it } from 'vitest';
import { orderText } from './orders-i18n';
import { unfulfillableMessageKey } from './unfulfillable-message';

describe('unfulfillableMessageKey', () => {
  it('gives each official source refusal its own French message', () => {
    const texts = OFFICIAL_SOURCE_ERROR_CODES.map((code) => orderText(unfulfillableMessageKey({ error_code: code })));
    expect(new Set(texts).size).toBe(OFFICIAL_SOURCE_ERROR_CODES.length);
    for (const text of texts) expect(text).toMatch(/^La source officielle /);
    expect(orderText(unfulfillableMessageKey({ error_code: 'provider-not-found' }))).toContain('ne détient pas ce document');
  });

  it('keeps the general message for the other codes and for none', () => {
    const general = orderText('errors:orders.order-unfulfilable');
    expect(general).toBe('Ce document ne peut pas être produit pour cette entreprise.');
    for (const code of ['RENDER_FAILED', 'DOCUMENT_UNAVAILABLE', 'provider-made-up', null]) expect(orderText(unfulfillableMessageKey({ error_code: code }))).toBe(general);
  });
});

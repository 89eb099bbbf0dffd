import { describe, expect, it } from 'vitest';
import { ecommerceEvent, pushEcommerceEvent } from './ecommerce-events';

describe('e-commerce events', () => {
  it('uses EUR by default and sums the item prices, exactly', () => {
    const payload = ecommerceEvent('purchase', [
      { item_id: 'kbis', item_name: 'Extrait Kbis', priceCents: 299 },
      { item_id: 'acts', item_name: 'Actes', priceCents: 10, quantity: 2 },
      { item_id: 'tva', item_name: 'Numéro de TVA', priceCents: 1 },
    ], { transactionId: 'o-42' });
    expect(payload).toEqual({
      event: 'purchase',
      ecommerce: {
        currency: 'EUR',
        value: 3.2,
        transaction_id: 'o-42',
        items: [
          { item_id: 'kbis', item_name: 'Extrait Kbis', price: 2.99, quantity: 1 },
          { item_id: 'acts', item_name: 'Actes', price: 0.1, quantity: 2 },
          { item_id: 'tva', item_name: 'Numéro de TVA', price: 0.01, quantity: 1 },
        ],
      },
    });
    expect(ecommerceEvent('view_item', [], { currency: 'USD' }).ecommerce).toEqual({ currency: 'USD', value: 0, items: [] });
  });

  it('refuses a price that is not a number of cents', () => {
    expect(() => ecommerceEvent('add_to_cart', [{ item_id: 'x', item_name: 'X', priceCents: 2.99 }])).toThrow(RangeError);
    expect(() => ecommerceEvent('add_to_cart', [{ item_id: 'x', item_name: 'X', priceCents: -1 }])).toThrow(RangeError);
  });

  it('clears the previous ecommerce object before pushing', () => {
    const host: { dataLayer?: unknown[] } = {};
    const payload = ecommerceEvent('begin_checkout', [{ item_id: 'kbis', item_name: 'Extrait Kbis', priceCents: 299 }]);
    pushEcommerceEvent(payload, host);
    expect(host.dataLayer).toEqual([{ ecommerce: null }, payload]);
  });
});

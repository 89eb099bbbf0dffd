import { describe, expect, it } from 'vitest';
import { forgetPaymentFormValues, keepPaymentFormValues, keptPaymentFormValues } from './kept-payment-form';

const memory = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
};

describe('payment form values', () => {
  it('keeps the identity and never the card, the passwords nor the consents', () => {
    const storage = memory();
    keepPaymentFormValues({ email: 'a@b.fr', company_name: 'Durand', terms_accepted: true, card_number: '4242424242424242', cvc: '123', exp_month: '12', exp_year: '30', password: 'x', password_confirmation: 'x' }, storage);
    expect(keptPaymentFormValues(storage)).toEqual({ email: 'a@b.fr', company_name: 'Durand' });
    expect([...storage.map.values()].join('')).not.toContain('4242');
  });

  it('reads nothing from a tampered entry, drops secrets it holds, and forgets', () => {
    const storage = memory();
    storage.setItem('payment-form', '{"cvc":"123","postcode":"75011","n":1,"has_vat":false}');
    expect(keptPaymentFormValues(storage)).toEqual({ postcode: '75011', has_vat: false });
    storage.setItem('payment-form', 'not json');
    expect(keptPaymentFormValues(storage)).toEqual({});
    keepPaymentFormValues({ postcode: '75011' }, storage);
    forgetPaymentFormValues(storage);
    expect(keptPaymentFormValues(storage)).toEqual({});
  });
});

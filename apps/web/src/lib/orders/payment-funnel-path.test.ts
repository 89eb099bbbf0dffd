import { describe, expect, it } from 'vitest';
import { paymentFunnelPath } from './payment-funnel-path';

describe('the payment funnel address and the new payment design flag', () => {
  it('moves the funnel to /payment only when the flag is on, keeping the pre-order', () => {
    expect(paymentFunnelPath('/paiement-securise?pre_order=abc', true)).toBe('/payment?pre_order=abc');
    expect(paymentFunnelPath('/paiement-securise', true)).toBe('/payment');
    expect(paymentFunnelPath('/paiement-securise?pre_order=abc', false)).toBe('/paiement-securise?pre_order=abc');
    expect(paymentFunnelPath('/paiement-securise/verification?payment=1', true)).toBe('/paiement-securise/verification?payment=1');
  });
});

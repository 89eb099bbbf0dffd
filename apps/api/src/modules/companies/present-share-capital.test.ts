import { describe, expect, it } from 'vitest';
import { capitalCents, presentShareCapital } from './present-share-capital';

describe('capitalCents', () => {
  it.each([
    ['1524.49', 152449],
    ['1 000,50', 100050],
    ['7\u00A0622,45 EUR', 762245],
    ['100', 10000],
  ])('%s → %d cents', (text, cents) => {
    expect(capitalCents(text)).toBe(cents);
  });
  it.each([null, '', 'abc', '-5', '1e9', '12.34.56'])('%s is not an amount', (text) => {
    expect(capitalCents(text)).toBeNull();
  });
});

describe('presentShareCapital', () => {
  it('keeps only the notices that change the capital', () => {
    const notice = (source_id: string, published_at: string, amount: string) => ({ source_id, published_at, amount, currency: 'EUR' });
    const result = presentShareCapital({ cents: 200000, currency: 'EUR' }, [
      notice('A1', '2010-01-01', '1000'),
      notice('A2', '2012-01-01', '1 000,00'),
      notice('A3', '2015-01-01', '2000'),
      { source_id: 'A4', published_at: '2016-01-01', amount: 'n/a', currency: null },
    ]);
    expect(result.current).toEqual({ amount_cents: 200000, currency: 'EUR' });
    expect(result.history.map((h) => h.source_id)).toEqual(['A1', 'A3']);
  });
});

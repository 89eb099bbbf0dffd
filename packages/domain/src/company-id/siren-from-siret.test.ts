import { describe, expect, it } from 'vitest';
import { sirenFromSiret } from './siren-from-siret';

describe('sirenFromSiret', () => {
  it('takes the first 9 digits', () => {
    expect(sirenFromSiret('55208131766522')).toBe('552081317');
    expect(sirenFromSiret('35600000000048')).toBe('356000000');
  });

  it('throws on anything but 14 digits', () => {
    expect(() => sirenFromSiret('552081317')).toThrow(RangeError);
    expect(() => sirenFromSiret('552 081 317 66522')).toThrow(RangeError);
  });
});

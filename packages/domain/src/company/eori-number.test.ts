import { describe, expect, it } from 'vitest';
import { eoriNumberFromSiret } from './eori-number';

describe('eoriNumberFromSiret', () => {
  it('prefixes the head-office SIRET with FR', () => {
    expect(eoriNumberFromSiret('55208131766522')).toBe('FR55208131766522');
  });
  it.each([null, undefined, '', '552081317', '5520813176652A'])('has no EORI number for %s', (value) => {
    expect(eoriNumberFromSiret(value)).toBeNull();
  });
});

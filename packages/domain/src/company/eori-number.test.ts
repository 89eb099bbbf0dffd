import { describe, expect, it } from 'vitest';
import { eoriNumberFromSiren } from './eori-number';

describe('eoriNumberFromSiren', () => {
  it('prefixes the SIREN with FR (the format since April 2023)', () => {
    expect(eoriNumberFromSiren('552081317')).toBe('FR552081317');
  });
  it.each([null, undefined, '', '55208131766522', '55208131A'])('has no EORI number for %s', (value) => {
    expect(eoriNumberFromSiren(value)).toBeNull();
  });
});

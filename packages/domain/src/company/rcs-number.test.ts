import { describe, expect, it } from 'vitest';
import { rcsNumber } from './rcs-number';

describe('rcsNumber', () => {
  it('names the registry city and groups the SIREN', () => {
    expect(rcsNumber('552081317', 'Paris')).toBe('RCS Paris 552 081 317');
  });
  it('leaves the city out when it is unknown', () => {
    expect(rcsNumber('552081317', null)).toBe('RCS 552 081 317');
    expect(rcsNumber('552081317', '  ')).toBe('RCS 552 081 317');
  });
});

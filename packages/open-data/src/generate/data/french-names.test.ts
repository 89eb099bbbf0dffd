import { describe, expect, it } from 'vitest';
import { personIdentityKey } from '@registre/db';
import { PersonFactory } from '../person-factory';
import { Random } from '../random';
import { FIRST_NAMES, SURNAMES } from './french-names';

const normalise = (name: string) => name.toLowerCase().replace(/-/g, ' ');

describe('name lists', () => {
  it('lists every name once, normalised, and fits the identity encoding', () => {
    const firstNames = FIRST_NAMES.map(([name]) => normalise(name));
    expect(new Set(firstNames).size).toBe(firstNames.length);
    expect(firstNames.length).toBeLessThan(255);
    const surnames = SURNAMES.map(([name]) => normalise(name));
    expect(new Set(surnames).size).toBe(surnames.length);
    expect(surnames.length).toBeLessThan(1023);
    for (const [name] of [...FIRST_NAMES, ...SURNAMES]) expect(name).toMatch(/^[A-Z][A-Z -]*[A-Z]$/);
  });
});

describe('PersonFactory identities', () => {
  it('are equal exactly when the RNE importer sees the same person', () => {
    const factory = new PersonFactory();
    const random = new Random(11);
    const keyByIdentity = new Map<number, string>();
    const identityByKey = new Map<string, number>();
    const mismatches: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      // A narrow birth range makes namesakes frequent.
      const person = factory.create(random, 1970, 1970);
      const key = personIdentityKey({
        kind: 'natural',
        lastName: person.lastName,
        firstNames: person.firstNames.join(' '),
        birthYear: person.birthYear,
        birthMonth: person.birthMonth,
      });
      if ((keyByIdentity.get(person.identity) ?? key) !== key) mismatches.push(key);
      if ((identityByKey.get(key) ?? person.identity) !== person.identity) mismatches.push(key);
      keyByIdentity.set(person.identity, key);
      identityByKey.set(key, person.identity);
    }
    expect(mismatches).toEqual([]);
    expect(keyByIdentity.size).toBeLessThan(20_000); // namesakes did occur
  });
});

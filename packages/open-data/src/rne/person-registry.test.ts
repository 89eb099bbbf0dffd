import { describe, expect, it } from 'vitest';
import { toCopyLine } from '../import/copy-format';
import { nullMask, PersonRegistry } from './person-registry';
import { personValues } from './rne-batch';
import type { RnePersonRow } from './rne-rows';

const durand: RnePersonRow = {
  identityKey: 'natural:durand|paul|1970-01',
  kind: 'natural',
  lastName: 'DURAND',
  usageName: null,
  firstNames: 'PAUL',
  birthYear: 1970,
  birthMonth: 1,
  nationality: null,
  legalSiren: null,
  denomination: null,
  diffusible: true,
  slug: 'paul-durand',
};

/** A sighting as the first load makes it: the key, the null mask and the COPY line of the person. */
const sight = (registry: PersonRegistry, person: RnePersonRow) => registry.sight(person.identityKey, nullMask(person), toCopyLine(personValues(person)));

describe('PersonRegistry', () => {
  it('gives ids in order of first sighting, the same id to the same identity key', () => {
    const registry = new PersonRegistry(41);
    expect(sight(registry, durand)).toEqual({ id: 41, isNew: true });
    expect(sight(registry, { ...durand, identityKey: 'legal:901122333', kind: 'legal' })).toEqual({ id: 42, isNew: true });
    expect(sight(registry, durand)).toEqual({ id: 41, isNew: false });
    expect(registry.size).toBe(2);
    expect(registry.pendingPatches()).toEqual([]);
  });

  it('patches the gaps a later sighting fills (the first value found wins) and makes non-diffusible sticky', () => {
    const registry = new PersonRegistry(1);
    sight(registry, durand);
    // Other spellings of known values change nothing.
    sight(registry, { ...durand, lastName: 'Durand', slug: 'autre' });
    expect(registry.pendingPatches()).toEqual([]);
    sight(registry, { ...durand, nationality: 'Française' });
    sight(registry, { ...durand, nationality: 'Belge', usageName: 'MARTIN', diffusible: false });
    sight(registry, { ...durand, usageName: 'DUPONT', diffusible: true });
    expect(registry.pendingPatches()).toEqual([
      expect.objectContaining({ identityKey: durand.identityKey, nationality: 'Française', usageName: 'MARTIN', diffusible: false, lastName: null, slug: null }),
    ]);
  });

  it('grows past the 65,536 persons its first masks hold', () => {
    const registry = new PersonRegistry(1);
    for (let i = 0; i < 100_000; i++) sight(registry, { ...durand, identityKey: `natural:p${i}|x|????-??` });
    expect(registry.size).toBe(100_000);
    expect(sight(registry, { ...durand, identityKey: 'natural:p99999|x|????-??' })).toEqual({ id: 100_000, isNew: false });
  });
});

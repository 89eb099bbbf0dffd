import { describe, expect, it } from 'vitest';
import { PersonRegistry } from './person-registry';
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

describe('PersonRegistry', () => {
  it('gives ids in order of first sighting, the same id to the same identity key', () => {
    const registry = new PersonRegistry(41);
    expect(registry.sight(durand)).toEqual({ id: 41, isNew: true });
    expect(registry.sight({ ...durand, identityKey: 'legal:901122333', kind: 'legal' })).toEqual({ id: 42, isNew: true });
    expect(registry.sight(durand)).toEqual({ id: 41, isNew: false });
    expect(registry.size).toBe(2);
    expect(registry.pendingPatches()).toEqual([]);
  });

  it('patches the gaps a later sighting fills (the first value found wins) and makes non-diffusible sticky', () => {
    const registry = new PersonRegistry(1);
    registry.sight(durand);
    // Other spellings of known values change nothing.
    registry.sight({ ...durand, lastName: 'Durand', slug: 'autre' });
    expect(registry.pendingPatches()).toEqual([]);
    registry.sight({ ...durand, nationality: 'Française' });
    registry.sight({ ...durand, nationality: 'Belge', usageName: 'MARTIN', diffusible: false });
    registry.sight({ ...durand, usageName: 'DUPONT', diffusible: true });
    expect(registry.pendingPatches()).toEqual([
      expect.objectContaining({ identityKey: durand.identityKey, nationality: 'Française', usageName: 'MARTIN', diffusible: false, lastName: null, slug: null }),
    ]);
  });

  it('grows past the 65,536 persons its first masks hold', () => {
    const registry = new PersonRegistry(1);
    for (let i = 0; i < 100_000; i++) registry.sight({ ...durand, identityKey: `natural:p${i}|x|????-??` });
    expect(registry.size).toBe(100_000);
    expect(registry.sight({ ...durand, identityKey: 'natural:p99999|x|????-??' })).toEqual({ id: 100_000, isNew: false });
  });
});

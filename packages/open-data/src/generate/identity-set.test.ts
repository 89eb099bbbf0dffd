import { describe, expect, it } from 'vitest';
import { IdentitySet } from './identity-set';

describe('IdentitySet', () => {
  it('counts distinct values through growth', () => {
    const set = new IdentitySet();
    const reference = new Set<number>();
    let disagreements = 0;
    for (let i = 0; i < 200_000; i++) {
      const value = 1 + ((i * 2_654_435_761) % 150_000) * 2 ** 20 + (i % 7);
      if (set.add(value) === reference.has(value)) disagreements++;
      reference.add(value);
    }
    expect(disagreements).toBe(0);
    expect(set.size).toBe(reference.size);
    expect([...reference].slice(0, 1000).every((value) => set.has(value))).toBe(true);
    expect(set.has(2 ** 52)).toBe(false);
  });
});

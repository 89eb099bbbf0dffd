import { describe, expect, it } from 'vitest';
import { IdentityKeyTable } from './identity-key-table';

describe('IdentityKeyTable', () => {
  it('gives each distinct key the next index and an equal key its index again', () => {
    const table = new IdentityKeyTable();
    expect([table.intern('natural:durand|paul|1970-01'), table.added]).toEqual([0, true]);
    expect([table.intern('legal:901122333'), table.added]).toEqual([1, true]);
    expect([table.intern('natural:durand|paul|1970-01'), table.added]).toEqual([0, false]);
    // A prefix, an extension and another spelling of the same letters are other keys.
    expect(table.intern('natural:durand|paul|1970')).toBe(2);
    expect(table.intern('natural:durand|paul|1970-01x')).toBe(3);
    expect(table.intern('natural:durand|paul|1970-0l')).toBe(4);
    expect(table.size).toBe(5);
  });

  it('holds hundreds of thousands of keys (32-bit hashes then collide), multi-byte and long ones', () => {
    const table = new IdentityKeyTable();
    const key = (i: number) => (i % 7 === 0 ? `legal-name:société-${i}-😀` : i % 1_001 === 0 ? `natural:${'x'.repeat(5_000)}${i}` : `natural:p${i}|x|????-??`);
    const count = 300_000;
    const wrong: number[] = [];
    for (let i = 0; i < count; i++) if (table.intern(key(i)) !== i || !table.added) wrong.push(i);
    expect(table.size).toBe(count);
    for (let i = count - 1; i >= 0; i -= 7) if (table.intern(key(i)) !== i || table.added) wrong.push(i);
    expect(wrong).toEqual([]);
    expect(table.size).toBe(count);
  });
});

import { describe, expect, it } from 'vitest';
import { Random, hashLabel, mix32, unitMix } from './random';
import { WeightedTable } from './weighted-table';

const draw = (random: Random, n: number) => Array.from({ length: n }, () => random.nextU32());

describe('Random', () => {
  it('gives the same sequence for the same seed and stream', () => {
    expect(draw(new Random(42, 7), 1000)).toEqual(draw(new Random(42, 7), 1000));
  });

  it('gives different sequences for another seed or another stream', () => {
    const reference = draw(new Random(42, 7), 100);
    expect(draw(new Random(43, 7), 100)).not.toEqual(reference);
    expect(draw(new Random(42, 8), 100)).not.toEqual(reference);
  });

  it('has a fixed output for a given seed (files must not change between Node versions)', () => {
    expect(draw(new Random(1, hashLabel('companies')), 3)).toMatchInlineSnapshot(`
      [
        1522240387,
        839600460,
        3814811781,
      ]
    `);
  });

  it('draws floats in [0, 1) and integers in range, roughly uniformly', () => {
    const random = new Random(5);
    const counts = new Array<number>(10).fill(0);
    let outside = 0;
    for (let i = 0; i < 100_000; i++) {
      const x = random.next();
      if (!(x >= 0 && x < 1)) outside++;
      counts[random.int(10)]!++;
      const n = random.between(3, 5);
      if (!(n >= 3 && n <= 5 && Number.isInteger(n))) outside++;
    }
    expect(outside).toBe(0);
    expect(Math.min(...counts)).toBeGreaterThan(9_500);
    expect(Math.max(...counts)).toBeLessThan(10_500);
  });

  it('draws normal, exponential and Pareto deviates with the expected shape', () => {
    const random = new Random(9);
    let sum = 0;
    let squares = 0;
    let exponential = 0;
    let paretoTwoOrMore = 0;
    const n = 50_000;
    for (let i = 0; i < n; i++) {
      const x = random.normal();
      sum += x;
      squares += x * x;
      exponential += random.exponential(3);
      if (random.pareto(1, 2) >= 2) paretoTwoOrMore++;
    }
    expect(Math.abs(sum / n)).toBeLessThan(0.03);
    expect(Math.abs(squares / n - 1)).toBeLessThan(0.05);
    expect(Math.abs(exponential / n - 3)).toBeLessThan(0.1);
    expect(Math.abs(paretoTwoOrMore / n - 0.25)).toBeLessThan(0.01); // P(X ≥ 2) = 2^-2
  });
});

describe('mix32', () => {
  it('is a stateless, well-spread function of its inputs', () => {
    expect(mix32(1, 2)).toBe(mix32(1, 2));
    expect(mix32(1, 2)).not.toBe(mix32(2, 1));
    let below = 0;
    for (let i = 0; i < 10_000; i++) if (unitMix(i, 0x1001) < 0.25) below++;
    expect(below).toBeGreaterThan(2300);
    expect(below).toBeLessThan(2700);
  });
});

describe('WeightedTable', () => {
  it('draws items in proportion to their weights and never a zero-weight one', () => {
    const table = new WeightedTable<string>([
      ['a', 1],
      ['b', 3],
      ['c', 0],
      ['d', 6],
    ]);
    const random = new Random(3);
    const counts: Record<string, number> = { a: 0, b: 0, c: 0, d: 0 };
    for (let i = 0; i < 100_000; i++) counts[table.pick(random)]!++;
    expect(counts.c).toBe(0);
    expect(counts.a! / 100_000).toBeCloseTo(0.1, 1);
    expect(counts.b! / 100_000).toBeCloseTo(0.3, 1);
    expect(counts.d! / 100_000).toBeCloseTo(0.6, 1);
  });

  it('refuses an empty table and negative weights', () => {
    expect(() => new WeightedTable([['a', 0]])).toThrow(RangeError);
    expect(() => new WeightedTable([['a', -1]])).toThrow(RangeError);
  });
});

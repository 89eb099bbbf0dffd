import { describe, expect, it } from 'vitest';
import { fileGate } from './file-gate';

describe('fileGate', () => {
  it('streams at most `limit` files at once, the others in their turn, and frees a place on failure', async () => {
    const gate = fileGate(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    async function* file(n: number, fail = false) {
      running += 1;
      peak = Math.max(peak, running);
      try {
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (fail) throw new Error('read failed');
        yield n;
      } finally {
        running -= 1;
      }
    }
    const drain = async (n: number, fail = false) => {
      try {
        for await (const value of gate.through(file(n, fail))) order.push(value);
      } catch {
        order.push(-n);
      }
    };
    await Promise.all([drain(1), drain(2, true), drain(3), drain(4), drain(5)]);
    expect(peak).toBe(2);
    expect(order.sort((a, b) => a - b)).toEqual([-2, 1, 3, 4, 5]);
  });
});

import { describe, expect, it } from 'vitest';
import { systemClock } from './clock';
import { createTestClock } from './test-clock';

describe('clocks', () => {
  it('the test clock stands still until set or advanced', () => {
    const clock = createTestClock('2026-02-01T00:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-02-01T00:00:00.000Z');
    clock.advance(7 * 24 * 3600 * 1000);
    expect(clock.now().toISOString()).toBe('2026-02-08T00:00:00.000Z');
    clock.set(new Date('2027-01-01T12:00:00Z'));
    expect(clock.now().toISOString()).toBe('2027-01-01T12:00:00.000Z');
    expect(() => clock.set('not a date')).toThrow();
  });

  it('each now() is a fresh Date, so a caller cannot move the clock by mutating it', () => {
    const clock = createTestClock('2026-02-01T00:00:00Z');
    clock.now().setFullYear(1999);
    expect(clock.now().getUTCFullYear()).toBe(2026);
  });

  it('the system clock follows the machine', () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});

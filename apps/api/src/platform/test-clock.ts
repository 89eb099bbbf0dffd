import type { Clock } from './clock';

/** A clock that stands still until a test sets it or moves it forward. */
export interface TestClock extends Clock {
  set(at: Date | string): void;
  /** Moves the clock forward (or back, with a negative amount) by milliseconds. */
  advance(milliseconds: number): void;
}

export function createTestClock(start: Date | string = '2026-01-01T09:00:00.000Z'): TestClock {
  let current = new Date(start).getTime();
  if (Number.isNaN(current)) throw new Error(`createTestClock: not a date: ${String(start)}`);
  return {
    now: () => new Date(current),
    set(at) {
      const next = new Date(at).getTime();
      if (Number.isNaN(next)) throw new Error(`TestClock.set: not a date: ${String(at)}`);
      current = next;
    },
    advance(milliseconds) {
      current += milliseconds;
    },
  };
}

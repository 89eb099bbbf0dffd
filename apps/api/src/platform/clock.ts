/** The time of day, injected so that tests can move it (trial ends, renewals) without sleeping. */
export interface Clock {
  now(): Date;
}

/** The machine's clock. */
export const systemClock: Clock = { now: () => new Date() };

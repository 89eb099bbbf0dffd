import type { Logger } from 'pino';

/** Whether a shared store (Redis) answers: its callers report each outcome, the log gets one line per change. */
export interface SharedStateHealth {
  failed(error: Error): void;
  succeeded(): void;
  /** False from a failure to the next success. */
  readonly available: boolean;
}

/**
 * One warning when the store stops answering, one info line when it answers again: an outage under
 * load is not a warning per request.
 */
export function sharedStateHealth(name: string, logger: Logger): SharedStateHealth {
  let available = true;
  return {
    failed(error) {
      if (!available) return;
      available = false;
      logger.warn({ store: name, err: error }, `${name} unavailable: shared limits are not enforced (requests pass) until it answers again`);
    },
    succeeded() {
      if (available) return;
      available = true;
      logger.info({ store: name }, `${name} answers again: shared limits enforced`);
    },
    get available() {
      return available;
    },
  };
}

import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { sharedStateHealth, type SharedStateHealth } from './shared-state-health';

export interface RedisConnectionOptions {
  url: string;
  /** Longest a command may wait for its answer (ms) before it fails. */
  commandTimeoutMs: number;
}

export interface RedisConnection {
  client: Redis;
  /** Reports Redis going away (a warning, once) and coming back (once); see shared-state-health.ts. */
  health: SharedStateHealth;
  /** Resolves once connected, or after the connection's time-out (true when connected); never throws. */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * A connection to Redis for state several processes share (the rate limits' counters) that never makes
 * a request wait on Redis: while it is away, commands fail at once (no offline queue, no retry of a
 * command) and the connection is retried in the background; a command without an answer fails after
 * `commandTimeoutMs`. Callers fail open on those errors.
 */
export function createRedisConnection(options: RedisConnectionOptions, logger: Logger): RedisConnection {
  const health = sharedStateHealth('redis', logger);
  const client = new Redis(options.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: options.commandTimeoutMs,
    connectTimeout: Math.max(1000, options.commandTimeoutMs),
    // Reconnects forever, at most every 2 s.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // Without a listener ioredis prints every failed reconnection; the health logs the outage once.
  client.on('error', (error: Error) => health.failed(error));
  const connectTimeoutMs = Math.max(1000, options.commandTimeoutMs);
  return {
    client,
    health,
    ready: () =>
      new Promise<boolean>((resolve) => {
        if (client.status === 'ready') return resolve(true);
        const timer = setTimeout(() => done(false), connectTimeoutMs);
        const onReady = () => done(true);
        function done(connected: boolean) {
          clearTimeout(timer);
          client.off('ready', onReady);
          resolve(connected);
        }
        client.once('ready', onReady);
      }),
    async close() {
      client.disconnect(false);
    },
  };
}

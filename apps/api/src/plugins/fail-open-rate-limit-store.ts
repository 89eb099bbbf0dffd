import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { RedisConnection } from '../platform';

type Counted = Parameters<FastifyRateLimitStore['incr']>[1];

/** Answers as if the store had counted nothing when it fails (the request passes), and tells the connection's health. */
function failingOpen(connection: RedisConnection, callback: Counted): Counted {
  return (error, result) => {
    if (error) {
      connection.health.failed(error);
      return callback(null, { current: 0, ttl: 0 });
    }
    connection.health.succeeded();
    return callback(null, result);
  };
}

function failOpen(inner: FastifyRateLimitStore, connection: RedisConnection): FastifyRateLimitStore {
  const store: FastifyRateLimitStore & { read?: FastifyRateLimitStore['incr'] } = {
    incr: (key, callback, timeWindow, max) => inner.incr(key, failingOpen(connection, callback), timeWindow, max),
    child: (routeOptions) => failOpen(inner.child(routeOptions), connection),
  };
  const read = (inner as { read?: FastifyRateLimitStore['incr'] }).read;
  if (read) store.read = (key, callback, timeWindow, max) => read.call(inner, key, failingOpen(connection, callback), timeWindow, max);
  return store;
}

/**
 * `@fastify/rate-limit`'s own Redis store (counters shared by every API instance, keys under
 * `<prefix>rate-limit:`), failing open: with Redis away or slower than its command timeout, a
 * request is let through and the outage logged once (shared-state-health.ts), never a 5xx.
 */
export function failOpenRedisStore(connection: RedisConnection, keyPrefix: string): FastifyRateLimitStoreCtor {
  return class FailOpenRedisStore implements FastifyRateLimitStore {
    private readonly store: FastifyRateLimitStore & { read?: FastifyRateLimitStore['incr'] };

    /** The plugin gives its merged settings (typed as its options, which omit these two). */
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      this.store = failOpen(new RedisStore(params.continueExceeding ?? false, params.exponentialBackoff ?? false, connection.client, `${keyPrefix}rate-limit:`), connection);
    }

    incr(...args: Parameters<FastifyRateLimitStore['incr']>): void {
      this.store.incr(...args);
    }

    /** The plugin's `{ increment: false }` peek. */
    read(...args: Parameters<FastifyRateLimitStore['incr']>): void {
      if (!this.store.read) throw new Error('the Redis rate-limit store cannot read without counting');
      this.store.read(...args);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return this.store.child(routeOptions);
    }
  };
}

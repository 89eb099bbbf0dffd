import { isDatabaseUnreachable, isRecoveryConflict } from '@registre/db';
import type { Pool, PoolClient } from 'pg';
import type { Logger } from 'pino';
import type { Clock } from './clock';

/** Where the register's reads go now, and why not to the replica when they go to the primary. */
export interface ReadReplicaStatus {
  target: 'replica' | 'primary';
  /** Why the replica is out of service: it does not answer, or its replay is paused or too far behind. */
  reason?: 'unreachable' | 'lagging';
  /** The replica's replay delay at its last check, in seconds. */
  lagSeconds?: number;
  /** When the next check is due (on the injected clock): started by the first read from then on. */
  nextCheckAt: Date;
}

export interface ReplicaReadPoolOptions {
  /** The primary's pool: reads fall back to it (it stays the caller's: never ended here). */
  primary: Pool;
  /** A pool on the streaming replica (ended with the read pool). */
  replica: Pool;
  clock: Clock;
  logger: Logger;
  /** A replica replaying further behind than this (or paused) is out of service until it catches up. */
  maxLagSeconds: number;
  /** How often an in-service replica's delay is checked, in milliseconds. */
  checkIntervalMs: number;
  /** The first wait before an out-of-service replica is checked again, doubled at each failed check... */
  retryInitialMs: number;
  /** ...up to this. */
  retryMaxMs: number;
}

export interface ReplicaReadPool {
  /** The pool the read-only modules are given: queries go to the replica while it is in service, else to the primary. */
  pool: Pool;
  status(): ReadReplicaStatus;
  /** The check under way (started by a read once its time has come), or none: tests wait for it. */
  checking(): Promise<void>;
}

/**
 * Whether the standby can serve: its replay paused, and its delay in seconds (0 when it has replayed
 * all it received, else the age of the last transaction it replayed). On a server that is not a
 * standby (the same server as the primary, say), no delay.
 */
const REPLICA_CHECK_SQL = `SELECT
  CASE WHEN pg_is_in_recovery() THEN pg_is_wal_replay_paused() ELSE false END AS paused,
  CASE WHEN NOT pg_is_in_recovery() OR pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
       ELSE coalesce(extract(epoch FROM now() - pg_last_xact_replay_timestamp()), 0) END::float8 AS lag_seconds`;

type QueryArguments = Parameters<Pool['query']>;

/**
 * Reads on a streaming replica with the primary as fallback. A read the replica cannot serve
 * (connection refused or dropped, a statement cancelled by a conflict with recovery) is run again
 * on the primary at once: reads have no side effect, and the visitor gets no 5xx. The replica is then
 * out of service (a warning is logged) and reads go to the primary; it is checked again after 1, 2, 4…
 * seconds (up to `retryMaxMs`), each check started by a read whose time has come on the injected
 * clock, in the background, and it is back in service at the first check it passes (logged too).
 * An in-service replica is checked every `checkIntervalMs`: paused, or further behind than
 * `maxLagSeconds`, it is out of service the same way until it catches up.
 */
export function createReplicaReadPool(options: ReplicaReadPoolOptions): ReplicaReadPool {
  const { primary, replica, clock, logger } = options;
  let current: Omit<ReadReplicaStatus, 'nextCheckAt'> = { target: 'replica' };
  let failedChecks = 0;
  let nextCheckAt = clock.now().getTime();
  let inFlight: Promise<void> | null = null;

  const outOfService = (reason: 'unreachable' | 'lagging', details: Record<string, unknown>): void => {
    const delay = Math.min(options.retryMaxMs, options.retryInitialMs * 2 ** failedChecks);
    failedChecks += 1;
    nextCheckAt = clock.now().getTime() + delay;
    if (current.target === 'replica' || current.reason !== reason) {
      logger.warn({ ...details, reason, retryInMs: delay }, 'read replica out of service: the register is read on the primary');
    } else {
      logger.info({ reason, retryInMs: delay, failedChecks }, 'read replica still out of service');
    }
    current = { target: 'primary', reason, ...(typeof details.lagSeconds === 'number' ? { lagSeconds: details.lagSeconds } : {}) };
  };

  const inService = (lagSeconds: number): void => {
    if (current.target === 'primary') logger.info({ lagSeconds, failedChecks }, 'read replica back in service');
    failedChecks = 0;
    nextCheckAt = clock.now().getTime() + options.checkIntervalMs;
    current = { target: 'replica', lagSeconds };
  };

  async function check(): Promise<void> {
    try {
      const { rows } = await replica.query<{ paused: boolean; lag_seconds: number }>(REPLICA_CHECK_SQL);
      const row = rows[0];
      const lagSeconds = row?.lag_seconds ?? 0;
      if (row?.paused || lagSeconds > options.maxLagSeconds) outOfService('lagging', { lagSeconds, paused: row?.paused ?? false, maxLagSeconds: options.maxLagSeconds });
      else inService(lagSeconds);
    } catch (error) {
      outOfService('unreachable', { err: error });
    }
  }

  /** Starts a check when its time has come (one at a time), and tells where this read goes. */
  function target(): Pool {
    if (!inFlight && clock.now().getTime() >= nextCheckAt) {
      inFlight = check().finally(() => {
        inFlight = null;
      });
    }
    return current.target === 'replica' ? replica : primary;
  }

  /** Whether a failure on the replica should be retried on the primary (and the replica put out of service when it is unreachable). */
  function fallsBack(error: unknown): boolean {
    if (isDatabaseUnreachable(error)) {
      if (current.target === 'replica') outOfService('unreachable', { err: error });
      return true;
    }
    if (isRecoveryConflict(error)) {
      logger.warn({ err: error }, 'read cancelled on the replica by a conflict with recovery: run again on the primary');
      return true;
    }
    return false;
  }

  async function query(...args: QueryArguments): Promise<unknown> {
    const chosen = target();
    // A callback-style call gets no fallback (the application's code uses promises only).
    if (chosen === primary || args.some((argument) => typeof argument === 'function')) return (chosen.query as (...a: QueryArguments) => unknown)(...args);
    try {
      return await (replica.query as (...a: QueryArguments) => Promise<unknown>)(...args);
    } catch (error) {
      if (!fallsBack(error)) throw error;
      return (primary.query as (...a: QueryArguments) => Promise<unknown>)(...args);
    }
  }

  async function connect(): Promise<PoolClient> {
    const chosen = target();
    if (chosen === primary) return primary.connect();
    try {
      return await replica.connect();
    } catch (error) {
      if (!isDatabaseUnreachable(error)) throw error;
      fallsBack(error);
      return primary.connect();
    }
  }

  // The replica's pool, its `query` and `connect` routed: the modules see a pg Pool.
  const pool = new Proxy(replica, {
    get(target, property, receiver) {
      if (property === 'query') return query;
      if (property === 'connect') return connect;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { pool, status: () => ({ ...current, nextCheckAt: new Date(nextCheckAt) }), checking: () => inFlight ?? Promise.resolve() };
}

import type { BaseLogger } from 'pino';

let installed = false;

/** True for a rejection of pg-boss 10's recording of a job's end (`Manager.complete` / `Manager.fail`). */
export function isJobEndRecording(reason: unknown): boolean {
  const stack = reason instanceof Error ? (reason.stack ?? '') : '';
  return /at (async )?Manager\.(complete|fail) \(.*pg-boss[\\/]/.test(stack);
}

/**
 * pg-boss 10 records a job's end without awaiting it (`this.complete(…)` in `Manager.work`): when the
 * database is unreachable at that instant, the rejection is unhandled and Node ends the process, and a
 * worker that lost PostgreSQL for a second died instead of carrying on. Such a rejection is logged
 * and the worker goes on: the job stays active, expires and is retried, and every handler is
 * idempotent. Any other unhandled rejection still ends the process, as Node's default does.
 */
export function guardJobEndRecordings(logger: Pick<BaseLogger, 'warn'>): void {
  if (installed) return;
  installed = true;
  process.on('unhandledRejection', (reason) => {
    if (isJobEndRecording(reason)) {
      logger.warn({ err: reason }, 'a job end could not be recorded (database unreachable): the job will expire and be retried');
      return;
    }
    throw reason;
  });
}

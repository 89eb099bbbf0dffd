/**
 * What a failed query says about the database, for the API's answers (503 instead of 500) and for
 * the read pool's fallback from a replica to the primary.
 */

/** Socket errors of a server that is down, restarting or out of reach. */
const UNREACHABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection exception), 57P01 admin_shutdown,
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down, in recovery), 53300 too_many_connections.
 */
const UNREACHABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Messages node-postgres gives its own connection failures (they carry no code). */
const UNREACHABLE_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /^Client has encountered a connection error/, /^Connection ended unexpectedly/];

/** SQLSTATEs of a statement that gave up waiting: 55P03 lock_not_available (lock_timeout), 57014 query_canceled (statement_timeout). */
const BUSY_SQLSTATES = new Set(['55P03', '57014']);

/** The error and the causes it wraps (drizzle wraps the driver's error in its own). */
function* chain(error: unknown): Generator<unknown> {
  let current = error;
  for (let depth = 0; depth < 5 && current !== null && current !== undefined; depth++) {
    yield current;
    current = current instanceof Error ? current.cause : undefined;
  }
}

function codeOf(error: unknown): string | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** The database could not be reached or refused to serve (down, restarting, out of connections). */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (const link of chain(error)) {
    if (link instanceof AggregateError && link.errors.some(isDatabaseUnreachable)) return true;
    const code = codeOf(link);
    if (code && (UNREACHABLE_SOCKET_CODES.has(code) || UNREACHABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
    if (link instanceof Error && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(link.message))) return true;
  }
  return false;
}

/** The statement waited too long for a lock or for its result and was cancelled: worth retrying a little later. */
export function isDatabaseBusy(error: unknown): boolean {
  for (const link of chain(error)) {
    const code = codeOf(link);
    if (code !== undefined && BUSY_SQLSTATES.has(code)) return true;
  }
  return false;
}

/** A read cancelled on a standby because replaying the primary's changes needed its rows (40001 "conflict with recovery"). */
export function isRecoveryConflict(error: unknown): boolean {
  for (const link of chain(error)) if (codeOf(link) === '40001' && link instanceof Error && /conflict with recovery/.test(link.message)) return true;
  return false;
}

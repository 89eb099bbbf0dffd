import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler';

/** A server error as node-postgres raises it, with its SQLSTATE. */
function databaseError(code: string, message: string): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

function socketError(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
}

async function answerTo(error: unknown) {
  const app = Fastify({ logger: false });
  app.setErrorHandler(errorHandler);
  app.get('/', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return { status: response.statusCode, retryAfter: response.headers['retry-after'], body: response.json<{ message: string }>() };
}

describe('database errors become 503 with Retry-After, never 500', () => {
  it.each([
    ['55P03 lock_not_available (lock_timeout)', databaseError('55P03', 'canceling statement due to lock timeout')],
    ['57014 query_canceled (statement_timeout)', databaseError('57014', 'canceling statement due to statement timeout')],
  ])('%s: busy, retry in 2 s', async (_name, error) => {
    expect(await answerTo(error)).toEqual({ status: 503, retryAfter: '2', body: { message: 'errors:server.busy' } });
  });

  it.each([
    ['a refused connection', socketError('ECONNREFUSED')],
    ['a reset connection', socketError('ECONNRESET')],
    ['57P01 admin_shutdown', databaseError('57P01', 'terminating connection due to administrator command')],
    ['57P03 cannot_connect_now', databaseError('57P03', 'the database system is starting up')],
    ['08006 connection_failure', databaseError('08006', 'connection failure')],
    ['53300 too_many_connections', databaseError('53300', 'sorry, too many clients already')],
    ['node-postgres’s connection timeout', new Error('timeout exceeded when trying to connect')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['every address refused (AggregateError)', new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')], 'connect failed')],
    ['a refusal wrapped in another error (cause)', new Error('Failed query: select 1', { cause: socketError('ECONNREFUSED') })],
  ])('%s: unavailable, retry in 5 s', async (_name, error) => {
    expect(await answerTo(error)).toEqual({ status: 503, retryAfter: '5', body: { message: 'errors:server.database-unavailable' } });
  });

  it.each([
    ['23505 unique_violation', databaseError('23505', 'duplicate key value violates unique constraint')],
    ['42P01 undefined_table', databaseError('42P01', 'relation "x" does not exist')],
    ['a programming error', new TypeError('x is not a function')],
  ])('%s stays a bare 500', async (_name, error) => {
    expect(await answerTo(error)).toEqual({ status: 500, retryAfter: undefined, body: { message: 'errors:server.internal' } });
  });
});

import type { Pool, PoolClient } from 'pg';

/**
 * Adds up the time the pool's connections spend in statements whose text starts with `prefix` (here the imports'
 * own `INSERT INTO company_events …` statements), so that a run can tell what the events cost inside it, apart
 * from the run-to-run noise of a shared machine. Wraps `query` of every connection the pool opens from now on.
 */
export class StatementTimer {
  seconds = 0;

  constructor(pool: Pool, private readonly prefix: string) {
    pool.on('connect', (client: PoolClient) => this.wrap(client));
  }

  private wrap(client: PoolClient): void {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const timed = (...args: unknown[]): unknown => {
      const result = query(...args);
      const [text] = args;
      if (typeof text !== 'string' || !text.trimStart().startsWith(this.prefix) || !(result instanceof Promise)) return result;
      const started = performance.now();
      return result.finally(() => {
        this.seconds += (performance.now() - started) / 1000;
      });
    };
    // `query` has a dozen overloads; the wrapper passes every call through unchanged, whatever its shape.
    client.query = timed as PoolClient['query'];
  }
}

/**
 * At most `limit` sitemap files streamed at once, the others waiting their turn in order: a
 * file reads 50,000 rows, and a crawler (or anyone) downloading many in parallel must not take
 * the pool from the site's pages. `through` holds a place for the whole life of a stream.
 */
export function fileGate(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const acquire = async (): Promise<void> => {
    if (running < limit) {
      running += 1;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async *through<T>(chunks: AsyncIterable<T>): AsyncGenerator<T> {
      await acquire();
      try {
        yield* chunks;
      } finally {
        release();
      }
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that an answer must not wait for, so that the answer takes the same time whatever the
 * work finds (for example whether an e-mail is an account's). A failure is logged. The job
 * queue takes this role once it exists; `flush` lets shutdown and tests wait for the work.
 */
export function createBackgroundTasks(logger: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    run(what: string, task: () => Promise<void>): void {
      const running: Promise<void> = Promise.resolve()
        .then(task)
        .catch((error: unknown) => logger.error({ err: error, task: what }, 'background task failed'))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async flush(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;

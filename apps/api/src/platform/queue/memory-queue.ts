import { randomUUID } from 'node:crypto';
import type { JobQueue, JobQueueDefinition, QueuedJob } from './job-queue';
import { UnknownQueueError } from './pg-boss-queue';

interface MemoryJob {
  queue: string;
  data: object;
  state: 'created' | 'active' | 'completed' | 'failed';
  sentAt: number;
}

type Handler = (job: QueuedJob<object>) => Promise<void>;

/**
 * The job queue in memory, for an application built without the real one (most tests): the same
 * contract (a send to an undefined queue throws), no persistence, one attempt, no cron, and a send's
 * `db` transaction is not followed (the job exists even if it rolls back). A queue with a handler
 * runs each job as soon as it is sent; stop() waits for the running ones. A test that depends on
 * retries, schedules or all-or-nothing sends builds the app on the real platform.
 */
export function createMemoryQueue(): JobQueue {
  const defined = new Set<string>();
  const handlers = new Map<string, Handler>();
  const jobs = new Map<string, MemoryJob>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  const run = (id: string, job: MemoryJob, handler: Handler) => {
    job.state = 'active';
    const attempt = handler({ id, data: job.data })
      .then(() => {
        job.state = 'completed';
      })
      .catch(() => {
        // Logged once by the platform's measured queue (metrics/measured-queue.ts); no retry here.
        job.state = 'failed';
      })
      .finally(() => running.delete(attempt));
    running.add(attempt);
  };
  const assertKnown = (definition: JobQueueDefinition) => {
    if (!defined.has(definition.name)) throw new UnknownQueueError(definition.name);
  };

  return {
    async define(definition) {
      defined.add(definition.name);
    },
    async send(queue, data) {
      assertKnown(queue);
      const id = randomUUID();
      const job: MemoryJob = { queue: queue.name, data, state: 'created', sentAt: Date.now() };
      jobs.set(id, job);
      const handler = handlers.get(queue.name);
      if (handler && !stopped) run(id, job, handler);
      return id;
    },
    async work(queue, handler) {
      assertKnown(queue);
      handlers.set(queue.name, handler as Handler);
      for (const [id, job] of jobs) if (job.queue === queue.name && job.state === 'created') run(id, job, handler as Handler);
    },
    async schedule(queue) {
      assertKnown(queue);
    },
    async unschedule() {},
    async jobState(_queue, id) {
      return jobs.get(id)?.state ?? null;
    },
    async isHealthy() {
      return true;
    },
    async sizes() {
      const now = Date.now();
      return [...defined].map((name) => {
        const mine = [...jobs.values()].filter((job) => job.queue === name);
        const waiting = mine.filter((job) => job.state === 'created');
        const oldest = Math.min(...waiting.map((job) => job.sentAt));
        return { queue: name, waiting: waiting.length, active: mine.filter((job) => job.state === 'active').length, oldestWaitingSeconds: waiting.length === 0 ? 0 : (now - oldest) / 1000 };
      });
    },
    async stop() {
      stopped = true;
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}

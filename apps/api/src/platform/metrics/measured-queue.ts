import { performance } from 'node:perf_hooks';
import type { BaseLogger } from 'pino';
import type { JobQueue } from '../queue/job-queue';
import type { Metrics } from './metrics';

/**
 * The queue whose handlers are timed and counted (job_duration_seconds, job_failures_total), and whose
 * failed attempts are logged here, once, with the queue and the job id (the queue retries them; the
 * handlers throw without logging).
 */
export function measuredQueue(queue: JobQueue, metrics: Metrics, logger: Pick<BaseLogger, 'error'>): JobQueue {
  return {
    ...queue,
    work(definition, handler, options) {
      return queue.work(
        definition,
        async (job) => {
          const started = performance.now();
          try {
            await handler(job);
            metrics.jobEnded({ queue: definition.name, failed: false, seconds: (performance.now() - started) / 1000 });
          } catch (error) {
            metrics.jobEnded({ queue: definition.name, failed: true, seconds: (performance.now() - started) / 1000 });
            logger.error({ err: error, queue: definition.name, job: job.id }, 'job failed');
            throw error;
          }
        },
        options,
      );
    },
  };
}

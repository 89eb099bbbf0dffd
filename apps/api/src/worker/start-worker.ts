import { guardJobEndRecordings, type Platform } from '../platform';
import { workerJobs } from './worker-jobs';

export interface RunningWorker {
  /** Stops taking jobs; running ones get WORKER_SHUTDOWN_TIMEOUT_SECONDS to finish, then are released for a retry. */
  stop(): Promise<void>;
}

/** Makes this process a worker: each job's queue defined, its handler working, its schedule set. */
export async function startWorker(platform: Platform): Promise<RunningWorker> {
  guardJobEndRecordings(platform.logger);
  for (const job of workerJobs(platform)) {
    await platform.queue.define(job.queue);
    await platform.queue.work(job.queue, job.handle, job.work);
    if (job.schedule) await platform.queue.schedule(job.queue, job.schedule.cron, job.schedule.data);
  }
  platform.logger.info('worker started');
  return { stop: () => platform.queue.stop() };
}

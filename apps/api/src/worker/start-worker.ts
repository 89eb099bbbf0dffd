import { guardJobEndRecordings, mailDeliveryJob, type JobDefinition, type Platform } from '../platform';
import { defineModuleQueues, moduleList } from '../modules/module-list';

export interface RunningWorker {
  /** Stops taking jobs; running ones get WORKER_SHUTDOWN_TIMEOUT_SECONDS to finish, then are released for a retry. */
  stop(): Promise<void>;
}

/** Makes this process a worker: the platform's mail delivery and every module's jobs (the API's module list), each working and on its schedule. */
export async function startWorker(platform: Platform): Promise<RunningWorker> {
  guardJobEndRecordings(platform.logger);
  const { modules } = moduleList({ platform });
  await defineModuleQueues(platform, modules);
  const jobs: JobDefinition[] = [mailDeliveryJob(platform.mailQueue, platform.mailer), ...modules.flatMap((module) => module.jobs ?? [])];
  for (const job of jobs) {
    await platform.queue.work(job.queue, job.handle, job.work);
    // A schedule turned off (e.g. CONTENT_SYNC_CRON=off) must not keep firing from an earlier start's record.
    if (job.schedule) await platform.queue.schedule(job.queue, job.schedule.cron, job.schedule.data);
    else await platform.queue.unschedule(job.queue);
  }
  platform.logger.info({ jobs: jobs.length }, 'worker started');
  return { stop: () => platform.queue.stop() };
}

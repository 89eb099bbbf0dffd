import { defineJob, holdWhileTestFileExists, retriedQueue, type Platform } from '../../platform';
import { refreshRegisterFigures } from './register-figures-queries';

export type RegisterFiguresRefreshJob = { reason: 'schedule' | 'manual' };

// One recount at a time: a second one waits rather than competing for the same rows.
export const registerFiguresRefreshQueue = (config: Platform['config']) =>
  retriedQueue<RegisterFiguresRefreshJob>(config, { name: 'register-figures-refresh', policy: 'singleton', expireInSeconds: config.STATISTICS_REFRESH_TIMEOUT_SECONDS });

/** The day (UTC) of an instant, 'YYYY-MM-DD'. */
const day = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * Recounts the register figures of the company-creation pages and the registry dictionary, after the night's
 * imports: the creation window is the twelve months that end on the day of the count (the injected clock's).
 */
export function registerFiguresRefreshJob(platform: Platform) {
  const { config, pool, logger, clock } = platform;
  return defineJob({
    queue: registerFiguresRefreshQueue(config),
    schedule: { cron: config.REGISTER_FIGURES_REFRESH_CRON, data: { reason: 'schedule' } },
    async handle(job) {
      await holdWhileTestFileExists(config);
      const started = performance.now();
      const computedAt = clock.now();
      const from = new Date(computedAt);
      from.setUTCFullYear(from.getUTCFullYear() - 1);
      from.setUTCDate(from.getUTCDate() + 1);
      await refreshRegisterFigures(pool, { createdFrom: day(from), createdTo: day(computedAt), computedAt });
      logger.info({ job: job.id, reason: job.data.reason, ms: Math.round(performance.now() - started) }, 'register figures refreshed');
    },
  });
}

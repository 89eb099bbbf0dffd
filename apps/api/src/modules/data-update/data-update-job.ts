import { join } from 'node:path';
import { parisDay, previousDay, runDailyUpdate, updateSourcesFromEnv } from '@registre/open-data';
import { defineJob, retriedQueue, type Platform } from '../../platform';

/** `period`: the day to apply (YYYY-MM-DD); by default the day before today in Paris. */
export type DataUpdateJob = { reason: 'schedule' | 'manual'; period?: string };

// One update at a time: a second one waits rather than importing the same day beside it.
export const dataUpdateQueue = (config: Platform['config']) =>
  retriedQueue<DataUpdateJob>(config, { name: 'data-update', policy: 'singleton', expireInSeconds: config.DATA_UPDATE_TIMEOUT_SECONDS });

/** The sources' addresses as the configuration sets them (validated at start). */
function sourcesEnv(config: Platform['config']): Record<string, string | undefined> {
  return {
    DATA_UPDATE_SIRENE_UL_URL: config.DATA_UPDATE_SIRENE_UL_URL,
    DATA_UPDATE_SIRENE_UL_SHA256_URL: config.DATA_UPDATE_SIRENE_UL_SHA256_URL,
    DATA_UPDATE_SIRENE_ETAB_URL: config.DATA_UPDATE_SIRENE_ETAB_URL,
    DATA_UPDATE_SIRENE_ETAB_SHA256_URL: config.DATA_UPDATE_SIRENE_ETAB_SHA256_URL,
    DATA_UPDATE_RNE_URL: config.DATA_UPDATE_RNE_URL,
    DATA_UPDATE_RNE_SHA256_URL: config.DATA_UPDATE_RNE_SHA256_URL,
    DATA_UPDATE_BODACC_URL: config.DATA_UPDATE_BODACC_URL,
    DATA_UPDATE_BODACC_SHA256_URL: config.DATA_UPDATE_BODACC_SHA256_URL,
  };
}

/**
 * The register kept fresh: every day the previous day's changes of the Sirene, the RNE and the BODACC are fetched,
 * checked, imported and the derived data of the changed companies refreshed (packages/open-data runDailyUpdate; the
 * followed companies' events it records go out with the next digest). Each source's outcome is logged with the fields
 * `update.source`, `update.outcome`, `update.rows`. A failed source fails the job: the queue's retry resumes the day
 * where it stopped.
 */
export function dataUpdateJob(platform: Platform) {
  const { config, pool, logger, clock } = platform;
  return defineJob({
    queue: dataUpdateQueue(config),
    schedule: { cron: config.DATA_UPDATE_CRON, data: { reason: 'schedule' } },
    async handle(job) {
      const today = parisDay(clock.now());
      const period = job.data.period ?? previousDay(today);
      const started = performance.now();
      const result = await runDailyUpdate(pool, {
        period,
        today,
        sources: updateSourcesFromEnv(sourcesEnv(config)),
        workDir: join(config.DATA_DIR, 'updates'),
        log: (line) => logger.debug({ job: job.id }, line),
      });
      for (const source of result.sources) {
        const fields = { job: job.id, reason: job.data.reason, period, 'update.source': source.source, 'update.outcome': source.outcome, 'update.rows': source.rows };
        if (source.outcome === 'failed') logger.error({ ...fields, error: source.error }, 'data update failed');
        else logger.info(fields, 'data update');
      }
      const failed = result.sources.find((source) => source.outcome === 'failed');
      if (failed) throw new Error(`data update of ${period}: ${failed.source} failed: ${failed.error ?? 'unknown error'}`);
      logger.info({ job: job.id, period, ms: Math.round(performance.now() - started) }, 'data update done');
    },
  });
}

/**
 * Cost of recording company events in the RNE first load (issue 23, DESIGN.md §6: at most +10 %).
 *
 *   npx tsx bench/following/rne-first-load-events.ts [--companies 100000] [--followed-share 0.1] [--runs 2]
 *
 * Generates the synthetic register's units and RNE files (reused when there), loads the units into a fresh
 * database `following_redo_bench_rne`, gives every company a capital of 1 000 € (so that the RNE's own is a
 * change: the worst case for the capital events), then makes the RNE first load (persons and mandates empty)
 * alternately with nobody following and with `--followed-share` of the companies followed, emptying persons,
 * mandates and events and restoring the capitals between runs. Also times, alone, the statement recording
 * the appointments at the end of the load. Writes bench/results/following-rne-first-load-*.json.
 */
import { join } from 'node:path';
import { importRne, importSireneUnits } from '@registre/open-data';
import { FIRST_LOAD_APPOINTMENTS } from '../../packages/open-data/src/company-events';
import { GENERATED_FILE_NAMES } from '@registre/open-data/generate';
import { ensureGenerated } from '../import/ensure-generated';
import { writeBenchResult } from '../write-result';
import { benchList, followingBenchOptions, followSome, freshBenchDatabase, median } from './following-bench';

const { companies, share, runs, serverUrl, outDir, log } = followingBenchOptions('rne-events', { companies: 100_000, runs: 2 });
const DATABASE = 'following_redo_bench_rne';

async function main(): Promise<void> {
  await ensureGenerated({ companies, outDir, seed: 1, include: ['sirene', 'rne'], log });
  const pool = await freshBenchDatabase(serverUrl, DATABASE);
  try {
    log(`loading ${companies} units`);
    await importSireneUnits(pool, join(outDir, GENERATED_FILE_NAMES.sireneUnits), {});
    const listId = await benchList(pool);
    const timed = async () => {
      await pool.query('TRUNCATE company_events, mandates, persons CASCADE');
      await pool.query(`UPDATE companies SET share_capital_cents = 100000, capital_currency = 'EUR'`);
      await pool.query('VACUUM ANALYZE companies');
      await pool.query('CHECKPOINT');
      const started = performance.now();
      await importRne(pool, join(outDir, GENERATED_FILE_NAMES.rne), {});
      return (performance.now() - started) / 1000;
    };
    const without: number[] = [];
    const withFollowed: number[] = [];
    const appointments: number[] = [];
    const followedCount = Math.round(companies * share);
    let events = 0;
    for (let run = 0; run < runs; run += 1) {
      await pool.query('TRUNCATE followed_companies');
      without.push(await timed());
      await followSome(pool, listId, followedCount);
      withFollowed.push(await timed());
      events = (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM company_events')).rows[0]?.n ?? 0;
      // The end-of-load statement alone, on the loaded tables.
      await pool.query(`DELETE FROM company_events WHERE kind = 'director_appointed'`);
      const started = performance.now();
      await pool.query(FIRST_LOAD_APPOINTMENTS);
      appointments.push((performance.now() - started) / 1000);
      log(`run ${run + 1}: ${without.at(-1)?.toFixed(2)} s without, ${withFollowed.at(-1)?.toFixed(2)} s with ${followedCount} followed (${events} events; appointments statement ${appointments.at(-1)?.toFixed(2)} s)`);
    }
    const byKind = (await pool.query<{ kind: string; n: number }>('SELECT kind, count(*)::int AS n FROM company_events GROUP BY kind ORDER BY kind')).rows;
    const result = {
      companies, followed: followedCount, runs, withoutSeconds: without, withSeconds: withFollowed, appointmentsStatementSeconds: appointments,
      medianWithout: median(without), medianWith: median(withFollowed), overhead: median(withFollowed) / median(without) - 1, eventsLastRun: events, byKind,
    };
    log(`median ${result.medianWithout.toFixed(2)} s → ${result.medianWith.toFixed(2)} s: ${(result.overhead * 100).toFixed(1)} % (${events} events recorded)`);
    log(`written ${await writeBenchResult('following-rne-first-load', result)}`);
  } finally {
    await pool.end();
  }
}

await main();

/**
 * Cost of recording company events in the Sirene units import (issue 23, DESIGN.md §6: at most +10 %).
 *
 *   npx tsx bench/following/events-overhead.ts [--companies 1000000] [--followed-share 0.1] [--runs 3]
 *
 * Generates the synthetic register's units file (reused when there), loads it into a fresh database
 * `registre_bench_following`, then re-imports a changed copy of it (names of 2 % of the units changed,
 * all their processing dates moved on, so every row goes through the staging UPDATE) alternately with
 * nobody following and with `--followed-share` of the companies followed, restoring the table between
 * runs. Prints the median time of each and the overhead, and writes bench/results/following-events-*.json.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { importSireneUnits } from '@registre/open-data';
import { GENERATED_FILE_NAMES } from '@registre/open-data/generate';
import { ensureGenerated } from '../import/ensure-generated';
import { writeBenchResult } from '../write-result';
import { benchList, followingBenchOptions, followSome, freshBenchDatabase, median } from './following-bench';

const { companies, share, runs, serverUrl, outDir, log } = followingBenchOptions('following', { companies: 1_000_000, runs: 3 });
const DATABASE = 'registre_bench_following';

/** The units file with every processing date moved on and the names of one unit in 50 changed. */
async function changedCopy(source: string, target: string): Promise<void> {
  const lines = (await readFile(source, 'utf8')).split('\n');
  const header = (lines[0] ?? '').replace(/^\uFEFF/, '').split(',').map((name) => name.trim());
  const processed = header.indexOf('dateDernierTraitementUniteLegale');
  const name = header.indexOf('denominationUniteLegale');
  const out = lines.map((line, index) => {
    if (index === 0 || line === '' || line.includes('"')) return line;
    const cells = line.split(',');
    cells[processed] = '2030-01-01T00:00:00';
    if (index % 50 === 0 && cells[name]) cells[name] = `${cells[name]} NOUVEAU`;
    return cells.join(',');
  });
  await writeFile(target, out.join('\n'));
}

async function main(): Promise<void> {
  await ensureGenerated({ companies, outDir, seed: 1, include: ['sirene'], log });
  const units = join(outDir, GENERATED_FILE_NAMES.sireneUnits);
  const changed = join(outDir, 'StockUniteLegale_changed.csv');
  await changedCopy(units, changed);
  const pool = await freshBenchDatabase(serverUrl, DATABASE);
  try {
    log(`first load of ${companies} units`);
    await importSireneUnits(pool, units, {});
    await pool.query('CREATE TABLE companies_snapshot AS SELECT * FROM companies');
    const listId = await benchList(pool);
    const restore = async () => {
      await pool.query('TRUNCATE company_events CASCADE');
      await pool.query(`UPDATE companies c SET denomination = s.denomination, last_processed_at = s.last_processed_at FROM companies_snapshot s WHERE s.siren = c.siren`);
      await pool.query('VACUUM ANALYZE companies');
      await pool.query('CHECKPOINT');
    };
    const timed = async () => {
      await restore();
      const started = performance.now();
      await importSireneUnits(pool, changed, {});
      return (performance.now() - started) / 1000;
    };
    const without: number[] = [];
    const withFollowed: number[] = [];
    const followedCount = Math.round(companies * share);
    for (let run = 0; run < runs; run += 1) {
      await pool.query('TRUNCATE followed_companies');
      without.push(await timed());
      await followSome(pool, listId, followedCount);
      withFollowed.push(await timed());
      log(`run ${run + 1}: ${without.at(-1)?.toFixed(2)} s without, ${withFollowed.at(-1)?.toFixed(2)} s with ${followedCount} followed`);
    }
    const events = (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM company_events')).rows[0]?.n ?? 0;
    const result = { companies, followed: followedCount, runs, withoutSeconds: without, withSeconds: withFollowed, medianWithout: median(without), medianWith: median(withFollowed), overhead: median(withFollowed) / median(without) - 1, eventsLastRun: events };
    log(`median ${result.medianWithout.toFixed(2)} s → ${result.medianWith.toFixed(2)} s: ${(result.overhead * 100).toFixed(1)} % (${events} events recorded)`);
    log(`written ${await writeBenchResult('following-events', result)}`);
  } finally {
    await pool.end();
  }
}

await main();

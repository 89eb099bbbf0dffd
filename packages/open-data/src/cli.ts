/**
 * `npm run data -- <command>`: open-data importers, the synthetic register generator, demo data.
 *
 *   import sirene-ul <file.csv|.zip|.gz>      INSEE StockUniteLegale
 *   import sirene-etab <file.csv|.zip|.gz>    INSEE StockEtablissement
 *   import rne <file.json|.jsonl|dir>         INPI RNE company records
 *   import bodacc <file.json|.jsonl>          BODACC annonces-commerciales (API v1 or v2.1)
 *   import ratios <file.json|.jsonl>          ratios_inpi_bce financial statements
 *   import trademarks <file.jsonl>            trademarks (docs/data-formats.md)
 *   import patents <file.jsonl>               patents (docs/data-formats.md)
 *   import acts <file.json|.jsonl|dir>        INPI RNE deposited acts (attachments answers)
 *   import agreements <file.csv>              collective agreements per company (SIRET → IDCC)
 *   generate --companies N --out DIR [--seed S] [--only sirene,rne,bodacc,ratios,ip,acts,agreements] [--workers W]
 *   load-demo [--companies N] [--seed S]
 *   index                                     rebuild the company search (done after every import of
 *                                             sirene-ul, sirene-etab and ratios, and by load-demo)
 *   update [--date YYYY-MM-DD] [--dir DIR]    apply a day's changes (default: yesterday in Paris) fetched from the
 *                                             sources' addresses (DATA_UPDATE_*_URL, docs/data-updates.md)
 *
 * The database is DATABASE_URL, or the embedded one in .data/postgres (stop `npm start` first).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Pool } from 'pg';
import { withDatabase } from './cli/with-database';
import type { ImportOptions } from './import/import-options';
import type { ImportReport } from './import/import-report';
import { importActs } from './acts/import-acts';
import { importAgreements } from './agreements/import-agreements';
import { importBodacc } from './bodacc/import-bodacc';
import { loadDemo } from './demo/load-demo';
import { GENERATED_KINDS, generateRegister, type GeneratedKind } from './generate';
import { importPatents } from './ip/import-patents';
import { importTrademarks } from './ip/import-trademarks';
import { importRatios } from './ratios/import-ratios';
import { importRne } from './rne/import-rne';
import { importSireneEstablishments } from './sirene/import-sirene-establishments';
import { importSireneUnits } from './sirene/import-sirene-units';
import { DERIVED_FROM, refreshDerivedData } from './derived/refresh-derived-data';
import { rebuildCompanySearch } from './search-index/rebuild-company-search';
import { parisDay, previousDay } from './update/paris-day';
import { runDailyUpdate } from './update/run-daily-update';
import { updateSourcesFromEnv } from './update/update-sources';

/** Imports whose data the company search shows or searches: the search is rebuilt after them. */

type Importer = (pool: Pool, path: string, options: ImportOptions) => Promise<ImportReport>;

const IMPORTERS: Record<string, Importer> = {
  'sirene-ul': importSireneUnits,
  'sirene-etab': importSireneEstablishments,
  rne: importRne,
  bodacc: importBodacc,
  ratios: importRatios,
  trademarks: importTrademarks,
  patents: importPatents,
  acts: importActs,
  agreements: importAgreements,
};

class UsageError extends Error {}

function positiveInteger(value: string | undefined, name: string, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} must be a positive integer`);
  return n;
}

function nonNegativeInteger(value: string | undefined, name: string): number {
  if (value === undefined) return 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`--${name} must be a whole number`);
  return n;
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const log = (line: string) => console.log(line);
  switch (command) {
    case 'import': {
      const [kind, path] = rest;
      const importer = kind ? IMPORTERS[kind] : undefined;
      if (!kind || !importer || !path) throw new UsageError(`usage: import <${Object.keys(IMPORTERS).join('|')}> <path>`);
      const importedKind = kind;
      const report = await withDatabase(async (pool) => {
        const imported = await importer(pool, path, { progress: true, log });
        await refreshDerivedData(pool, DERIVED_FROM[importedKind] ?? [], log);
        return imported;
      });
      console.log(report.summary());
      return;
    }
    case 'index': {
      const result = await withDatabase((pool) => rebuildCompanySearch(pool, log));
      console.log(`Company search rebuilt: ${result.companies} companies, ${result.postings} postings, ${result.words} words in ${result.seconds.toFixed(1)} s.`);
      return;
    }
    case 'update': {
      const { values } = parseArgs({ args: rest, options: { date: { type: 'string' }, dir: { type: 'string' } } });
      const today = parisDay(new Date());
      const result = await withDatabase((pool) =>
        runDailyUpdate(pool, {
          period: values.date ?? previousDay(today),
          today,
          sources: updateSourcesFromEnv(),
          workDir: values.dir ?? join(tmpdir(), 'registre-updates'),
          log,
        }),
      );
      for (const source of result.sources) console.log(`${result.period} ${source.source}: ${source.outcome}, ${source.rows} rows${source.error ? ` (${source.error})` : ''}`);
      if (result.sources.some((source) => source.outcome === 'failed')) process.exitCode = 1;
      return;
    }
    case 'generate': {
      const { values } = parseArgs({
        args: rest,
        options: {
          companies: { type: 'string' },
          out: { type: 'string' },
          seed: { type: 'string' },
          only: { type: 'string' },
          workers: { type: 'string' },
        },
      });
      if (!values.out) throw new UsageError(`usage: generate --companies N --out DIR [--seed S] [--only ${GENERATED_KINDS.join(',')}] [--workers W]`);
      const only = values.only?.split(',').map((kind) => kind.trim());
      const unknown = only?.filter((kind) => !(GENERATED_KINDS as readonly string[]).includes(kind)) ?? [];
      if (unknown.length > 0) throw new UsageError(`--only takes ${GENERATED_KINDS.join(', ')}; not ${unknown.join(', ')}`);
      const files = await generateRegister({
        companies: positiveInteger(values.companies, 'companies'),
        outDir: values.out,
        seed: positiveInteger(values.seed, 'seed', 1),
        include: only as GeneratedKind[] | undefined,
        workers: nonNegativeInteger(values.workers, 'workers'),
        log,
      });
      console.log(JSON.stringify(files, null, 2));
      return;
    }
    case 'load-demo': {
      const { values } = parseArgs({ args: rest, options: { companies: { type: 'string' }, seed: { type: 'string' } } });
      const companies = positiveInteger(values.companies, 'companies', 20_000);
      const seed = positiveInteger(values.seed, 'seed', 1);
      await withDatabase((pool) => loadDemo(pool, { companies, seed, log }));
      return;
    }
    default:
      throw new UsageError('usage: npm run data -- <import KIND PATH | generate --companies N --out DIR [--seed S] | load-demo [--companies N] | index | update [--date YYYY-MM-DD] [--dir DIR]>');
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error && !process.env.DEBUG ? error.message : error);
  process.exit(error instanceof UsageError ? 2 : 1);
});

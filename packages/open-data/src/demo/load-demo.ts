import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { importActs } from '../acts/import-acts';
import { importAgreements } from '../agreements/import-agreements';
import { importBodacc } from '../bodacc/import-bodacc';
import { generateRegister, type GeneratedRegister } from '../generate';
import type { ImportOptions } from '../import/import-options';
import type { ImportReport } from '../import/import-report';
import { importPatents } from '../ip/import-patents';
import { importTrademarks } from '../ip/import-trademarks';
import { importRatios } from '../ratios/import-ratios';
import { importRne } from '../rne/import-rne';
import { importSireneEstablishments } from '../sirene/import-sirene-establishments';
import { importSireneUnits } from '../sirene/import-sirene-units';
import { DERIVED_TABLES, refreshDerivedData } from '../derived/refresh-derived-data';

type FileKey = keyof GeneratedRegister['files'];

/** Import order: legal units first (establishments and RNE attach to them), then the rest. */
const PIPELINE: ReadonlyArray<[FileKey, (pool: Pool, path: string, options: ImportOptions) => Promise<ImportReport>]> = [
  ['sireneUnits', importSireneUnits],
  ['sireneEstablishments', importSireneEstablishments],
  ['rne', importRne],
  ['bodacc', importBodacc],
  ['ratios', importRatios],
  ['trademarks', importTrademarks],
  ['patents', importPatents],
  ['acts', importActs],
  ['agreements', importAgreements],
];

export interface LoadDemoOptions {
  companies: number;
  seed: number;
  log?: (line: string) => void;
}

export interface LoadDemoResult {
  generated: GeneratedRegister['counts'];
  reports: ImportReport[];
  seconds: number;
}

/**
 * The demo register: a synthetic register generated in the open-data file formats, then loaded
 * through the very importers that load the real files.
 */
export async function loadDemo(pool: Pool, options: LoadDemoOptions): Promise<LoadDemoResult> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const dir = await mkdtemp(join(tmpdir(), 'registre-demo-'));
  try {
    const generated = await generateRegister({ companies: options.companies, seed: options.seed, outDir: dir });
    const reports: ImportReport[] = [];
    for (const [key, importer] of PIPELINE) {
      const report = await importer(pool, generated.files[key], {});
      reports.push(report);
      log(report.summary());
    }
    // Scores, comparisons, director and company search, index pages and counters follow the register.
    await refreshDerivedData(pool, DERIVED_TABLES, log);
    const seconds = (performance.now() - started) / 1000;
    log(`Demo register loaded: ${options.companies} companies in ${seconds.toFixed(1)} s.`);
    return { generated: generated.counts, reports, seconds };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Loads the demo register when the database holds no company; returns the number of companies loaded. */
export async function loadDemoIfEmpty(pool: Pool, options: LoadDemoOptions): Promise<number> {
  const { rows } = await pool.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM companies) AS any');
  if (rows[0]?.any) return 0;
  await loadDemo(pool, options);
  return options.companies;
}

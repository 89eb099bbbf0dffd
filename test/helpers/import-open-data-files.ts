import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Pool } from 'pg';
import {
  importBodacc,
  importPatents,
  importRatios,
  importRne,
  importSireneEstablishments,
  importSireneUnits,
  importTrademarks,
} from '@registre/open-data';

/** The text of each open-data file of a fixture: Sirene CSV, then JSON lines. */
export interface OpenDataFileContents {
  units: string;
  establishments: string;
  rne: string;
  bodacc: string;
  ratios: string;
  trademarks: string;
  patents: string;
}

/** JSON lines, as the RNE, BODACC, ratios and INPI files are read. */
export const jsonLines = (records: readonly unknown[]) => records.map((record) => JSON.stringify(record)).join('\n') + '\n';

/**
 * Writes a fixture's files into `dir` and loads them through the real importers, in the order
 * the register needs (legal units first, establishments and RNE attach to them).
 */
export async function importOpenDataFiles(pool: Pool, dir: string, contents: OpenDataFileContents): Promise<void> {
  const files = {
    units: join(dir, 'StockUniteLegale_utf8.csv'),
    establishments: join(dir, 'StockEtablissement_utf8.csv'),
    rne: join(dir, 'rne.jsonl'),
    bodacc: join(dir, 'bodacc.jsonl'),
    ratios: join(dir, 'ratios.jsonl'),
    trademarks: join(dir, 'trademarks.jsonl'),
    patents: join(dir, 'patents.jsonl'),
  };
  for (const key of Object.keys(files) as Array<keyof OpenDataFileContents>) await writeFile(files[key], contents[key]);
  await importSireneUnits(pool, files.units, {});
  await importSireneEstablishments(pool, files.establishments, {});
  await importRne(pool, files.rne, {});
  await importBodacc(pool, files.bodacc, {});
  await importRatios(pool, files.ratios, {});
  await importTrademarks(pool, files.trademarks, {});
  await importPatents(pool, files.patents, {});
}

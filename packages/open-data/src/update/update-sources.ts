import type { Pool } from 'pg';
import { importBodacc } from '../bodacc/import-bodacc';
import type { ImportReport } from '../import/import-report';
import { importRne } from '../rne/import-rne';
import { ESTABLISHMENT_REQUIRED_COLUMNS } from '../sirene/establishment-row-mapper';
import { importSireneEstablishments } from '../sirene/import-sirene-establishments';
import { importSireneUnits } from '../sirene/import-sirene-units';
import { UNIT_REQUIRED_COLUMNS } from '../sirene/unit-row-mapper';
import { type FileContents, bodaccFileContents, rneFileContents, sireneFileContents } from './file-sirens';

export type UpdateSourceName = 'sirene-ul' | 'sirene-etab' | 'rne' | 'bodacc';

/** One source of the daily update: where its day's file is, how it is read and imported. */
export interface UpdateSource {
  name: UpdateSourceName;
  /** The day's file address, `{date}` standing for the day (YYYY-MM-DD); null: the source is not configured. */
  url: string | null;
  /** The address of the file's SHA-256 (hex, as `sha256sum` writes it), when the source publishes one. */
  sha256Url: string | null;
  /** Extra request headers (an API key). */
  headers: Record<string, string>;
  /** The local file name (its extension tells the importer the format). */
  fileName: string;
  contents(path: string): Promise<FileContents>;
  importFile(pool: Pool, path: string, log: (line: string) => void): Promise<ImportReport>;
  /** Whether the importer's `read` counts the file's records one for one (checked after the import). */
  countsRecords: boolean;
}

/** The order of a day's imports: units before their establishments; the RNE and BODACC attach to companies. */
export const UPDATE_SOURCE_NAMES: readonly UpdateSourceName[] = ['sirene-ul', 'sirene-etab', 'rne', 'bodacc'];

/**
 * The BODACC's official open-data API (DILA, on opendatasoft): the export of a day's commercial announcements in the
 * Explore v2.1 JSON shape, no key needed. https://bodacc-datadila.opendatasoft.com/explore/dataset/annonces-commerciales/api/
 */
export const OFFICIAL_BODACC_DAY_URL =
  "https://bodacc-datadila.opendatasoft.com/api/explore/v2.1/catalog/datasets/annonces-commerciales/exports/json?where=dateparution%3Ddate'{date}'";

type Env = Record<string, string | undefined>;

const configured = (value: string | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

/**
 * The sources as the environment sets them (docs/data-updates.md): `DATA_UPDATE_<SOURCE>_URL` (a `{date}` template),
 * `DATA_UPDATE_<SOURCE>_SHA256_URL` (optional). The BODACC defaults to its official API; INSEE's and INPI's daily
 * changes are only served to registered accounts (INSEE's Sirene API with a key, INPI's RNE API and SFTP with a login),
 * so those two are set to the address of the day's files the operator's account fetches (a mirror), or left unset
 * (the source is skipped, and its run says so).
 */
export function updateSourcesFromEnv(env: Env = process.env): UpdateSource[] {
  const source = (name: UpdateSourceName, variable: string, fallback: string | null) => ({
    url: configured(env[`DATA_UPDATE_${variable}_URL`]) ?? fallback,
    sha256Url: configured(env[`DATA_UPDATE_${variable}_SHA256_URL`]),
    headers: {},
    name,
  });
  return [
    {
      ...source('sirene-ul', 'SIRENE_UL', null),
      fileName: 'sirene-ul.csv',
      contents: (path) => sireneFileContents(path, UNIT_REQUIRED_COLUMNS, 'sirene-ul'),
      importFile: (pool, path, log) => importSireneUnits(pool, path, { log }),
      countsRecords: true,
    },
    {
      ...source('sirene-etab', 'SIRENE_ETAB', null),
      fileName: 'sirene-etab.csv',
      contents: (path) => sireneFileContents(path, ESTABLISHMENT_REQUIRED_COLUMNS, 'sirene-etab'),
      importFile: (pool, path, log) => importSireneEstablishments(pool, path, { log }),
      countsRecords: true,
    },
    {
      ...source('rne', 'RNE', null),
      fileName: 'rne.jsonl',
      contents: rneFileContents,
      importFile: (pool, path, log) => importRne(pool, path, { log }),
      countsRecords: false,
    },
    {
      ...source('bodacc', 'BODACC', OFFICIAL_BODACC_DAY_URL),
      fileName: 'bodacc.json',
      contents: bodaccFileContents,
      importFile: (pool, path, log) => importBodacc(pool, path, { log }),
      countsRecords: false,
    },
  ];
}

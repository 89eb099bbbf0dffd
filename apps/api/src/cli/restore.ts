/**
 * `npm run restore -- --from <backup folder> [--database-url <url>] [--data-dir <folder>]`: restores a
 * backup made by `npm run backup` into a new (or empty) database, created when missing, and an empty
 * data folder (its files/ filled from the backup's tar). Defaults: DATABASE_URL and DATA_DIR; a target
 * that holds tables or files is refused, nothing is overwritten. Then start the API on them.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/load-config';
import { restore } from '../operations/backup';
import { BackupError } from '../operations/postgres-tools';

const USAGE = 'usage: npm run restore -- --from <backup folder> [--database-url postgres://…/new_database] [--data-dir <empty folder>]';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { from: { type: 'string' }, 'database-url': { type: 'string' }, 'data-dir': { type: 'string' } } });
  const config = loadConfig();
  const databaseUrl = values['database-url'] ?? config.DATABASE_URL;
  if (!values.from || !databaseUrl) {
    console.error(USAGE);
    return 2;
  }
  const dataDir = resolve(values['data-dir'] ?? config.DATA_DIR);
  const manifest = await restore({ from: resolve(values.from), databaseUrl, dataDir });
  console.log(`restored the backup of ${manifest.created_at}: the database, and ${manifest.files.count} files into ${dataDir}/files`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);

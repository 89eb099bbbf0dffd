/**
 * `npm run backup -- [--out <folder>]`: a backup of the database (`pg_dump -Fc`) and of the local file
 * store ($DATA_DIR/files, as a tar) in `<folder>/registre-backup-<UTC time>/` (default folder: backups/).
 *
 * The database is DATABASE_URL, or the embedded one in .data/postgres (stop `npm start` first). pg_dump
 * must be of the server's major version or newer: PG_DUMP names it (docs/operations.md).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { resolveDatabase } from '@registre/db';
import { ConfigError, loadConfig } from '../config/load-config';
import { backup } from '../operations/backup';
import { BackupError } from '../operations/postgres-tools';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'backups' } } });
  const config = loadConfig();
  const database = await resolveDatabase({ databaseUrl: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR, 'postgres'), port: config.EMBEDDED_PG_PORT });
  try {
    const { dir, manifest } = await backup({ databaseUrl: database.url, dataDir: config.DATA_DIR, outDir: resolve(values.out) });
    console.log(`backup written to ${dir}: database ${manifest.database.bytes} bytes (PostgreSQL ${manifest.database.server_major}, pg_dump ${manifest.database.pg_dump_major}), ${manifest.files.count} files`);
    return 0;
  } finally {
    await database.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);

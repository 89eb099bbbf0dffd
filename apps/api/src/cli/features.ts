/**
 * `npm run features -- <command>`: switch the site's feature flags (table feature_flags).
 *
 *   list                  every flag stored, with its state (a flag not listed is inactive)
 *   enable <name>         create the flag or switch it on
 *   disable <name>        create the flag or switch it off
 *
 * The database is DATABASE_URL, or the embedded one in .data/postgres (stop `npm start` first).
 */
import { resolve } from 'node:path';
import { createPool, migrate, resolveDatabase } from '@registre/db';
import { featureNameSchema } from '@registre/domain';
import { loadConfig } from '../config/load-config';
import { listFeatureFlags, writeFeatureFlag } from '../modules/config';

const USAGE = 'usage: npm run features -- list | enable <name> | disable <name>';

async function main(args: string[]): Promise<number> {
  const [command, name] = args;
  if (command !== 'list' && command !== 'enable' && command !== 'disable') {
    console.error(USAGE);
    return 2;
  }
  const flagName = featureNameSchema.safeParse(name);
  if (command !== 'list' && !flagName.success) {
    console.error(`A flag name is lowercase words joined by hyphens, such as disable-navbar-payment.\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const database = await resolveDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: resolve(config.DATA_DIR, 'postgres'),
    port: config.EMBEDDED_PG_PORT,
  });
  const pool = createPool(database.url);
  try {
    await migrate(pool);
    if (command === 'list') {
      const flags = await listFeatureFlags(pool);
      if (flags.length === 0) console.log('No flag stored: every flag is inactive.');
      for (const flag of flags) console.log(`${flag.active ? 'active  ' : 'inactive'}  ${flag.name}`);
    } else {
      if (!flagName.success) return 2;
      const active = command === 'enable';
      await writeFeatureFlag(pool, flagName.data, active);
      console.log(`${flagName.data}: ${active ? 'active' : 'inactive'}`);
    }
    return 0;
  } finally {
    await pool.end();
    await database.stop();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

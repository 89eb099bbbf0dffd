/**
 * `npm run features -- <command>`: switch the site's feature flags (table feature_flags).
 *
 *   list                  every flag stored, with its state (a flag not listed is inactive)
 *   enable <name>         create the flag or switch it on
 *   disable <name>        create the flag or switch it off
 *
 * The database is DATABASE_URL, or the embedded one in .data/postgres (stop `npm start` first).
 */
import { featureNameSchema } from '@registre/domain';
import { loadConfig } from '../config/load-config';
import { withCliDatabase } from './cli-database';
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
  return withCliDatabase(loadConfig(), async (pool) => {
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
  });
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

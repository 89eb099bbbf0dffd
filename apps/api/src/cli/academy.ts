/**
 * `npm run academy -- <command>`: plan the academy's sessions (table academy_sessions), shown on /pole-academie.
 *
 *   list                                  the sessions still to come, with their registrations
 *   add --title <t> --description <d> --starts-at <ISO 8601 with offset> --minutes <n> --capacity <n>
 *
 * Example: npm run academy -- add --title "Lire un extrait d'immatriculation" --description "…"
 *          --starts-at 2027-01-12T11:00:00+01:00 --minutes 45 --capacity 100
 * The database is DATABASE_URL, or the embedded one in .data/postgres (stop `npm start` first).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../config/load-config';
import { withCliDatabase } from './cli-database';
import { insertSession, selectUpcomingSessions } from '../modules/academy';

const USAGE = 'usage: npm run academy -- list | add --title <t> --description <d> --starts-at <2027-01-12T11:00:00+01:00> --minutes <n> --capacity <n>';

const newSessionSchema = z.object({
  title: z.string().trim().min(3).max(160),
  description: z.string().trim().min(3).max(2000),
  'starts-at': z.iso.datetime({ offset: true }),
  minutes: z.coerce.number().int().min(5).max(480),
  capacity: z.coerce.number().int().min(1).max(100_000),
});

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command !== 'list' && command !== 'add') {
    console.error(USAGE);
    return 2;
  }
  const { values } = parseArgs({
    args: rest,
    options: { title: { type: 'string' }, description: { type: 'string' }, 'starts-at': { type: 'string' }, minutes: { type: 'string' }, capacity: { type: 'string' } },
  });
  const session = newSessionSchema.safeParse(values);
  if (command === 'add' && !session.success) {
    console.error(`${session.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n')}\n${USAGE}`);
    return 2;
  }
  return withCliDatabase(loadConfig(), async (pool) => {
    if (command === 'add' && session.success) {
      const startsAt = new Date(session.data['starts-at']);
      if (startsAt <= new Date()) {
        console.error('--starts-at: a session is planned in the future.');
        return 2;
      }
      const id = await insertSession(pool, { title: session.data.title, description: session.data.description, startsAt, durationMinutes: session.data.minutes, capacity: session.data.capacity });
      console.log(`session ${id} planned on ${startsAt.toISOString()}`);
      return 0;
    }
    const sessions = await selectUpcomingSessions(pool, new Date());
    if (sessions.length === 0) console.log('No session to come: /pole-academie says none is scheduled.');
    for (const item of sessions) console.log(`${item.starts_at}  ${item.id}  ${item.capacity - item.seats_left}/${item.capacity}  ${item.title}`);
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

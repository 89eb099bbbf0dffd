/**
 * `npm run db:migration -- <name>`: adds the next migration, an empty SQL file under
 * packages/db/migrations with its entry in meta/_journal.json (what the migrator reads). The SQL
 * migrations are the schema's one source of truth; after writing it, `npm run db:schema`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './stack/repo-root';

interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}

const name = process.argv[2] ?? '';
if (!/^[a-z][a-z0-9_]{2,60}$/.test(name)) {
  console.error('Usage: npm run db:migration -- <name> (lower case, digits and underscores, e.g. add_invoice_brand)');
  process.exit(1);
}
const folder = join(repoRoot, 'packages/db/migrations');
const journalFile = join(folder, 'meta/_journal.json');
const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: JournalEntry[] };
const last = journal.entries.at(-1);
if (!last) throw new Error('the journal has no entry');
const number = Number.parseInt(last.tag.slice(0, 4), 10) + 1;
const tag = `${String(number).padStart(4, '0')}_${name}`;
// `when` orders migrations for the migrator, which applies those later than the last applied one.
journal.entries.push({ idx: last.idx + 1, version: last.version, when: Math.max(Date.now(), last.when + 1), tag, breakpoints: true });
writeFileSync(join(folder, `${tag}.sql`), `-- ${name.replaceAll('_', ' ')}\n-- Several statements: separate them with a line holding the statement-breakpoint marker (see the other migrations).\n`, { flag: 'wx' });
writeFileSync(journalFile, JSON.stringify(journal, null, 2) + '\n');
console.log(`packages/db/migrations/${tag}.sql written; fill it, then npm run db:schema.`);

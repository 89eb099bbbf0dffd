import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A module's tables are read and written by that module only; others ask its face. Checked here for
 * the accounts (auth's `users` and `sessions`), which every paying module needs and used to join.
 */
const OWNED_TABLES: Record<string, string> = { users: 'apps/api/src/modules/auth/', sessions: 'apps/api/src/modules/auth/' };
const root = process.cwd();

function sqlNaming(table: string, source: string): boolean {
  return new RegExp(`\\b(FROM|JOIN|UPDATE|INTO|TABLE)\\s+"?${table}"?(?![\\w-])`, 'i').test(source);
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('table owners', () => {
  it('finds a query on a table in any of its spellings', () => {
    expect(sqlNaming('users', 'SELECT email FROM users WHERE id = $1')).toBe(true);
    expect(sqlNaming('users', 'JOIN "users" u ON u.id = d.user_id')).toBe(true);
    expect(sqlNaming('users', 'FROM users_archive')).toBe(false);
    expect(sqlNaming('sessions', 'DELETE FROM sessions WHERE user_id = $1')).toBe(true);
  });

  it.each(Object.entries(OWNED_TABLES))('only %s\'s owner queries it', (table, owner) => {
    const offenders = sourceFiles(join(root, 'apps/api/src'))
      .map((path) => relative(root, path))
      .filter((path) => !path.startsWith(owner) && sqlNaming(table, readFileSync(join(root, path), 'utf8')));
    expect(offenders).toEqual([]);
  });
});

import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { importAgreements } from '../../src/agreements/import-agreements';
import { databaseWithFixtureCompanies } from '../fixture-companies';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/agreements/${name}`, import.meta.url));

async function pairs(db: IsolatedDatabase): Promise<string[]> {
  const { rows } = await db.pool.query<{ siren: string; idcc: string }>('SELECT siren, idcc FROM company_agreements ORDER BY siren, idcc');
  return rows.map((row) => `${row.siren} ${row.idcc}`);
}

describe('importAgreements on our fixtures (conventions collectives par entreprise, SIRET → IDCC)', () => {
  let db: IsolatedDatabase;
  beforeAll(async () => {
    db = await databaseWithFixtureCompanies();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('maps each SIRET to its company, skipping bad lines and the DSN placeholders with their reason', async () => {
    const report = await importAgreements(db.pool, fixture('conventions.csv'), {});
    expect(report.toJSON()).toMatchObject({ read: 11, inserted: 3, updated: 0, unchanged: 1, rejected: 7, removed: 0 });
    expect(report.rejections.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 6, reason: 'no-agreement' },
      { line: 7, reason: 'invalid-siret' },
      { line: 8, reason: 'invalid-idcc' },
      { line: 10, reason: 'missing-siret' },
      { line: 11, reason: 'missing-idcc' },
      { line: 12, reason: 'agreement-not-in-force' },
      { line: 9, reason: 'unknown-company' },
    ]);
    expect(await pairs(db)).toEqual(['812345676 1486', '812345684 0016', '812345684 2216']);
    // The API shows the title of the nomenclature loaded with the others.
    const { rows } = await db.pool.query("SELECT title FROM collective_agreements WHERE idcc = '0016'");
    expect(rows[0]?.title).toBe('Convention collective nationale des transports routiers et activités auxiliaires du transport');
  });

  it('changes nothing when the same file is imported again', async () => {
    const report = await importAgreements(db.pool, fixture('conventions.csv'), {});
    expect(report.toJSON()).toMatchObject({ read: 11, inserted: 0, unchanged: 4, rejected: 7, removed: 0 });
    expect(await pairs(db)).toEqual(['812345676 1486', '812345684 0016', '812345684 2216']);
  });

  it('takes a newer file as the whole list of each company it names (columns by name, comma separated)', async () => {
    const report = await importAgreements(db.pool, fixture('conventions-newer.csv'), {});
    expect(report.toJSON()).toMatchObject({ read: 3, inserted: 1, unchanged: 2, rejected: 0, removed: 1 });
    expect(await pairs(db)).toEqual(['812345676 1486', '812345684 0016', '812345684 1090']);
  });
});

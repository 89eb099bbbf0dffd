import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { importActs } from '../../src/acts/import-acts';
import { DERIVED_FROM, refreshDerivedData } from '../../src/derived/refresh-derived-data';
import { databaseWithFixtureCompanies } from '../fixture-companies';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/acts/${name}`, import.meta.url));

async function acts(db: IsolatedDatabase) {
  const { rows } = await db.pool.query(
    `SELECT source_id, siren, filing_number, to_char(filing_date, 'YYYY-MM-DD') AS filing_date, act_type, description, confidential
       FROM deposited_acts ORDER BY source_id`,
  );
  return rows;
}

describe('importActs on our fixtures (INPI RNE attachments answers)', () => {
  let db: IsolatedDatabase;
  beforeAll(async () => {
    // Acts attach to companies of the register: the Sirene fixture's legal units.
    db = await databaseWithFixtureCompanies();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('imports the acts of each answer, reporting bad records and acts with their line and reason', async () => {
    const report = await importActs(db.pool, fixture('attachments.jsonl'), {});
    expect(report.toJSON()).toMatchObject({ read: 9, inserted: 3, updated: 0, unchanged: 0, rejected: 6 });
    expect(report.rejections.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 3, reason: 'invalid-json' },
      { line: 4, reason: 'invalid-date' },
      { line: 4, reason: 'missing-id' },
      { line: 6, reason: 'not-an-attachments-answer' },
      { line: 7, reason: 'invalid-siren' },
      { line: 5, reason: 'unknown-company' },
    ]);
    expect(await acts(db)).toEqual([
      {
        source_id: '63df98a28eded29cb3100001',
        siren: '812345676',
        filing_number: 'A2016/004521',
        filing_date: '2016-04-20',
        act_type: 'Statuts constitutifs ; Attestation de dépôt des fonds',
        description: 'Constitution',
        confidential: false,
      },
      {
        source_id: '63df98a28eded29cb3100002',
        siren: '812345676',
        filing_number: 'A2021/018830',
        filing_date: '2021-06-30',
        act_type: "Procès-verbal d'assemblée générale extraordinaire",
        description: 'Transfert du siège social Modification des statuts',
        confidential: true,
      },
      {
        source_id: '63df98a28eded29cb3100005',
        siren: '812345684',
        filing_number: 'A2019/000124',
        filing_date: '2019-03-01',
        act_type: "Procès-verbal d'assemblée générale ordinaire",
        description: null,
        confidential: false,
      },
    ]);
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await acts(db);
    const report = await importActs(db.pool, fixture('attachments.jsonl'), {});
    expect(report.toJSON()).toMatchObject({ read: 9, inserted: 0, updated: 0, unchanged: 3, rejected: 6 });
    expect(await acts(db)).toEqual(before);
  });

  it('updates the acts a newer answer changes and adds the new ones, keyed by the RNE document id', async () => {
    const report = await importActs(db.pool, fixture('attachments-newer.jsonl'), {});
    expect(report.toJSON()).toMatchObject({ read: 3, inserted: 1, updated: 1, unchanged: 1, rejected: 0 });
    const rows = await acts(db);
    expect(rows).toHaveLength(4);
    expect(rows.find((row) => row.source_id === '63df98a28eded29cb3100002')).toMatchObject({ confidential: false });
    expect(rows.find((row) => row.source_id === '63df98a28eded29cb3100008')).toMatchObject({
      act_type: 'Procès-verbal des décisions du président ; Statuts mis à jour',
      description: 'Augmentation du capital social ; Modification des statuts',
    });
  });

  it('reads the API-responses wrapper, an error entry rejected with its entry number', async () => {
    const report = await importActs(db.pool, fixture('api-responses.json'), {});
    expect(report.toJSON()).toMatchObject({ read: 2, inserted: 1, rejected: 1 });
    expect(report.rejections).toEqual([{ line: 2, reason: 'api-error', detail: '812345700: 404 Not Found' }]);
    const { rows } = await db.pool.query("SELECT act_type FROM deposited_acts WHERE siren = '812345692'");
    expect(rows).toEqual([{ act_type: 'Statuts constitutifs' }]);
  });

  it('is followed by the refresh of the site counters, whose available documents count the public acts', async () => {
    await refreshDerivedData(db.pool, DERIVED_FROM.acts ?? []);
    const { rows } = await db.pool.query<{ value: string }>("SELECT value::text FROM site_statistics WHERE name = 'doc_available'");
    // 5 acts, all public since the newer file (no statement nor announcement in this database).
    expect(rows[0]?.value).toBe('5');
  });
});

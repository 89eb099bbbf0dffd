import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { importPatents } from '../../src/ip/import-patents';
import { importTrademarks } from '../../src/ip/import-trademarks';

const fixture = (name: string) => join(import.meta.dirname, '..', 'fixtures', 'ip', name);

let db: IsolatedDatabase;

beforeAll(async () => {
  db = await createIsolatedDatabase();
});

afterAll(async () => {
  await db?.drop();
});

function rejectedLines(report: { rejections: Array<{ line: number; reason: string }> }): Array<[number, string]> {
  return report.rejections.map((r) => [r.line, r.reason]);
}

describe('importTrademarks', () => {
  it('loads valid marks and reports each bad line with its number and reason', async () => {
    const report = await importTrademarks(db.pool, fixture('trademarks.jsonl'), {});
    expect(report.read).toBe(11);
    expect(report.inserted).toBe(3);
    expect(rejectedLines(report)).toEqual([
      [5, 'invalid-json'],
      [6, 'missing-number'],
      [7, 'missing-name'],
      [8, 'invalid-date'],
      [9, 'invalid-siren'],
      [10, 'invalid-nice-class'],
      [11, 'invalid-status'],
      [12, 'not-an-object'],
    ]);
    const { rows } = await db.pool.query(
      'SELECT number, siren, name, filing_date, status, nice_classes FROM trademarks ORDER BY number',
    );
    expect(rows).toEqual([
      { number: 'FR4512345', siren: '840000004', name: 'LE FOURNIL DU CANAL', filing_date: '2019-03-12', status: 'registered', nice_classes: [30, 43] },
      { number: 'FR4512346', siren: '912345675', name: 'VERALIS', filing_date: '2024-11-05', status: 'filed', nice_classes: [3] },
      { number: 'FR4512347', siren: null, name: 'SANS TITULAIRE', filing_date: '2008-06-30', status: 'expired', nice_classes: null },
    ]);
  });

  it('changes nothing when the same file is imported again', async () => {
    const report = await importTrademarks(db.pool, fixture('trademarks.jsonl'), {});
    expect({ inserted: report.inserted, updated: report.updated, unchanged: report.unchanged }).toEqual({ inserted: 0, updated: 0, unchanged: 3 });
  });

  it('updates changed marks and adds new ones from a newer file', async () => {
    const report = await importTrademarks(db.pool, fixture('trademarks-updated.jsonl'), {});
    expect({ inserted: report.inserted, updated: report.updated, unchanged: report.unchanged, rejected: report.rejected }).toEqual({
      inserted: 1,
      updated: 1,
      unchanged: 1,
      rejected: 0,
    });
    const { rows } = await db.pool.query("SELECT status, nice_classes FROM trademarks WHERE number = 'FR4512346'");
    expect(rows).toEqual([{ status: 'registered', nice_classes: [3, 35] }]);
  });

  it('keeps the last line of a number repeated in one file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'registre-ip-'));
    try {
      const path = join(dir, 'repeated.jsonl');
      await writeFile(
        path,
        [
          '{"number":"FR4599999","name":"PREMIERE VERSION","status":"filed"}',
          '{"number":"fr 4599999","name":"DERNIERE VERSION","status":"published"}',
        ].join('\n'),
      );
      const report = await importTrademarks(db.pool, path, {});
      expect({ inserted: report.inserted, unchanged: report.unchanged }).toEqual({ inserted: 1, unchanged: 1 });
      const { rows } = await db.pool.query("SELECT name, status FROM trademarks WHERE number = 'FR4599999'");
      expect(rows).toEqual([{ name: 'DERNIERE VERSION', status: 'published' }]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('importPatents', () => {
  it('loads valid patents and reports bad lines', async () => {
    const report = await importPatents(db.pool, fixture('patents.jsonl'), {});
    expect(report.inserted).toBe(3);
    expect(rejectedLines(report)).toEqual([
      [4, 'invalid-date'],
      [5, 'missing-title'],
      [6, 'missing-number'],
      [7, 'published-before-filing'],
      [8, 'invalid-siren'],
      [9, 'invalid-json'],
    ]);
    const { rows } = await db.pool.query('SELECT number, siren, title, filing_date, publication_date FROM patents ORDER BY number');
    expect(rows[0]).toEqual({
      number: 'FR3012345A1',
      siren: '840000004',
      title: 'DISPOSITIF DE FIXATION POUR PANNEAU SOLAIRE',
      filing_date: '2019-04-02',
      publication_date: '2020-10-09',
    });
    expect(rows.map((row) => row.siren)).toEqual(['840000004', '912345675', null]);
  });

  it('is idempotent', async () => {
    const report = await importPatents(db.pool, fixture('patents.jsonl'), {});
    expect({ inserted: report.inserted, updated: report.updated, unchanged: report.unchanged }).toEqual({ inserted: 0, updated: 0, unchanged: 3 });
    const { rows } = await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM patents');
    expect(rows[0]?.n).toBe(3);
  });
});

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { importRne } from '../../src/rne/import-rne';
import type { RneImportReport } from '../../src/rne/rne-import-report';
import { realSample } from '../real-sample';

/** Real INPI API responses (public register data, kept outside the repository; see its README). */
const SAMPLE = realSample('mocked-api-responses.json');
const SARL = '391164217';

interface SampleResponse {
  siren: string;
  data?: { formality: { content: { personneMorale?: { composition?: { pouvoirs: Array<{ roleEntreprise: string; individu?: { descriptionPersonne: { dateDeNaissance: string } } }> } } } } } | null;
  error?: string;
}

describe('importRne on the real INPI sample', () => {
  let db: IsolatedDatabase;
  let report: RneImportReport;

  beforeAll(async () => {
    db = await createIsolatedDatabase();
    report = (await importRne(db.pool, SAMPLE, {})) as RneImportReport;
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('imports the companies and rejects the entry the API answered with an error', async () => {
    const responses = (JSON.parse(readFileSync(SAMPLE, 'utf8')) as { responses: SampleResponse[] }).responses;
    const answered = responses.filter((r) => r.data && !r.error).map((r) => r.siren).sort();
    // The sample's association (317236248) is a recorded 404: 4 companies, 1 api-error.
    expect(report.toJSON()).toMatchObject({ read: responses.length, inserted: answered.length, rejected: responses.length - answered.length });
    expect(report.rejectedByReason.get('api-error')).toBe(responses.length - answered.length);
    const { rows } = await db.pool.query<{ siren: string }>('SELECT siren FROM companies ORDER BY siren');
    expect(rows.map((r) => r.siren)).toEqual(answered);
  });

  it("keeps the SARL's manager as a person with birth month and year only", async () => {
    const responses = (JSON.parse(readFileSync(SAMPLE, 'utf8')) as { responses: SampleResponse[] }).responses;
    const power = responses.find((r) => r.siren === SARL)?.data?.formality.content.personneMorale?.composition?.pouvoirs.find((p) => p.roleEntreprise === '30');
    const [year, month] = (power?.individu?.descriptionPersonne.dateDeNaissance ?? '').split('-').map(Number);
    const { rows } = await db.pool.query(
      `SELECT p.kind, p.birth_year, p.birth_month, m.role_label, m.is_current
       FROM mandates m JOIN persons p ON p.id = m.person_id WHERE m.siren = $1 AND m.role_code = '30'`,
      [SARL],
    );
    expect(rows).toEqual([{ kind: 'natural', birth_year: year, birth_month: month, role_label: 'Gérant', is_current: true }]);
    const { rows: capital } = await db.pool.query(`SELECT share_capital_cents::float8 AS cents, capital_currency FROM companies WHERE siren = $1`, [SARL]);
    expect(capital).toEqual([{ cents: 762245, capital_currency: 'EUR' }]);
  });

  it('keys legal-entity directors (auditors, partners) by SIREN and changes nothing on a second import', async () => {
    const { rows } = await db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM persons WHERE kind = 'legal' AND identity_key = 'legal:' || legal_siren`);
    expect(rows[0]?.n).toBeGreaterThan(0);
    const again = (await importRne(db.pool, SAMPLE, {})) as RneImportReport;
    expect(again.toJSON()).toMatchObject({ inserted: 0, updated: 0 });
    expect(again.mandates).toEqual({ inserted: 0, updated: 0, ended: 0 });
  });
});

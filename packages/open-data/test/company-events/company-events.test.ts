import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bodaccNotice } from '../../../../test/helpers/bodacc-notice';
import type { IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { importBodacc } from '../../src/bodacc/import-bodacc';
import { importRatios } from '../../src/ratios/import-ratios';
import { importSireneUnits } from '../../src/sirene/import-sirene-units';
import { databaseWithFixtureCompanies } from '../fixture-companies';
import { scratchDir, sireneFixture } from '../sirene/sirene-test-files';

const FOLLOWED = '812345676';
const NOT_FOLLOWED = '812345684';

let db: IsolatedDatabase;
let dir: string;
let units: string;

/** The fixture's units file with some fields of some units replaced (by header name), their processing date moved on. */
function changedUnits(changes: Record<string, Record<string, string>>): string {
  const lines = units.split('\n');
  const header = (lines[0] ?? '').replace(/^\uFEFF/, '').split(',').map((name) => name.trim());
  return lines
    .map((line) => {
      const siren = line.slice(0, 9);
      const change = changes[siren];
      if (!change) return line;
      const cells = line.split(',');
      for (const [name, value] of Object.entries({ ...change, dateDernierTraitementUniteLegale: '2026-01-15T10:00:00' })) {
        const index = header.indexOf(name);
        if (index < 0) throw new Error(`no column ${name}`);
        cells[index] = value;
      }
      return cells.join(',');
    })
    .join('\n');
}

async function events(): Promise<{ siren: string; kind: string; source: string; details: Record<string, string> }[]> {
  const { rows } = await db.pool.query('SELECT siren, kind, source, details FROM company_events ORDER BY id');
  return rows as { siren: string; kind: string; source: string; details: Record<string, string> }[];
}

beforeAll(async () => {
  db = await databaseWithFixtureCompanies();
  dir = await scratchDir();
  units = await readFile(sireneFixture('StockUniteLegale_current.csv'), 'utf8');
  const { rows } = await db.pool.query<{ id: string }>(`INSERT INTO users (email) VALUES ('suivi@exemple.fr') RETURNING id`);
  const list = await db.pool.query<{ id: string }>(`INSERT INTO followed_lists (user_id, name) VALUES ($1, 'Clients') RETURNING id`, [rows[0]?.id]);
  await db.pool.query(`INSERT INTO followed_companies (list_id, siren) VALUES ($1, $2)`, [list.rows[0]?.id, FOLLOWED]);
}, 60_000);
afterAll(() => db?.drop());
beforeEach(() => db.pool.query('TRUNCATE company_events CASCADE'));

describe('company events recorded by the Sirene units import', () => {
  it('records nothing when the same file is imported again', async () => {
    await importSireneUnits(db.pool, sireneFixture('StockUniteLegale_current.csv'), {});
    expect(await events()).toEqual([]);
  });

  it('records one event per change of a followed company, and none for a company nobody follows', async () => {
    const path = join(dir, 'units-changed.csv');
    await writeFile(
      path,
      changedUnits({
        [FOLLOWED]: { denominationUniteLegale: 'ATELIER DES QUATRE RIVIERES', activitePrincipaleUniteLegale: '62.02A', categorieJuridiqueUniteLegale: '5499', etatAdministratifUniteLegale: 'C', nicSiegeUniteLegale: '00025' },
        [NOT_FOLLOWED]: { denominationUniteLegale: 'AUTRE NOM' },
      }),
    );
    await importSireneUnits(db.pool, path, {});
    const recorded = await events();
    expect(recorded.map((event) => event.kind).sort()).toEqual(['activity_changed', 'closed', 'head_office_moved', 'legal_form_changed', 'renamed']);
    expect(recorded.every((event) => event.siren === FOLLOWED && event.source === 'sirene')).toBe(true);
    expect(recorded.find((event) => event.kind === 'renamed')?.details).toEqual({ before: 'ATELIER DES TROIS RIVIERES', after: 'ATELIER DES QUATRE RIVIERES' });
    // Establishments not loaded here: the head offices are named by their NIC.
    expect(recorded.find((event) => event.kind === 'head_office_moved')?.details).toEqual({ before: 'établissement 00017', after: 'établissement 00025' });
    expect(recorded.find((event) => event.kind === 'activity_changed')?.details.after).toMatch(/conseil en systèmes|62\.02A/i);

    // The same changed file again: nothing new. Then the company reopens: one event.
    await db.pool.query('TRUNCATE company_events CASCADE');
    await importSireneUnits(db.pool, path, {});
    expect(await events()).toEqual([]);
    const reopened = join(dir, 'units-reopened.csv');
    await writeFile(reopened, changedUnits({ [FOLLOWED]: { denominationUniteLegale: 'ATELIER DES QUATRE RIVIERES', activitePrincipaleUniteLegale: '62.02A', categorieJuridiqueUniteLegale: '5499', etatAdministratifUniteLegale: 'A', nicSiegeUniteLegale: '00025' } }).replace('2026-01-15T10:00:00', '2026-02-15T10:00:00'));
    await importSireneUnits(db.pool, reopened, {});
    expect((await events()).map((event) => event.kind)).toEqual(['reopened']);
  });
});

describe('company events recorded by the BODACC and accounts imports', () => {
  it('records a new announcement, an insolvency proceeding opened then changed, and nothing on re-import', async () => {
    const path = join(dir, 'bodacc.jsonl');
    const notices = [
      bodaccNotice('A202600000101', FOLLOWED, '2026-01-10', { familleavis: 'modification', familleavis_lib: 'Modifications diverses' }),
      bodaccNotice('A202600000102', NOT_FOLLOWED, '2026-01-10', { familleavis: 'modification', familleavis_lib: 'Modifications diverses' }),
    ];
    await writeFile(path, notices.map((n) => JSON.stringify(n)).join('\n') + '\n');
    await importBodacc(db.pool, path, {});
    const opening = bodaccNotice('A202600000103', FOLLOWED, '2026-01-12', {
      familleavis: 'collective',
      familleavis_lib: 'Procédures collectives',
      jugement: JSON.stringify({ nature: 'Jugement d’ouverture d’une procédure de redressement judiciaire', date: '2026-01-08' }),
    });
    await writeFile(path, [...notices, opening].map((n) => JSON.stringify(n)).join('\n') + '\n');
    await importBodacc(db.pool, path, {});
    const plan = bodaccNotice('A202600000104', FOLLOWED, '2026-01-20', {
      familleavis: 'collective',
      familleavis_lib: 'Procédures collectives',
      jugement: JSON.stringify({ nature: 'Jugement arrêtant le plan de redressement', date: '2026-01-18' }),
    });
    await writeFile(path, [...notices, opening, plan].map((n) => JSON.stringify(n)).join('\n') + '\n');
    await importBodacc(db.pool, path, {});
    await importBodacc(db.pool, path, {});
    expect((await events()).map((event) => [event.siren, event.kind, event.source])).toEqual([
      [FOLLOWED, 'announcement_published', 'bodacc'],
      [FOLLOWED, 'insolvency_opened', 'bodacc'],
      [FOLLOWED, 'insolvency_changed', 'bodacc'],
    ]);
  });

  it('records new annual accounts once', async () => {
    const path = join(dir, 'ratios.jsonl');
    const record = (siren: string) => ({ siren, date_cloture_exercice: '2025-12-31', type_bilan: 'C', confidentiality: 'Public', chiffre_d_affaires: 120000, resultat_net: 5000 });
    await writeFile(path, [record(FOLLOWED), record(NOT_FOLLOWED)].map((r) => JSON.stringify(r)).join('\n') + '\n');
    await importRatios(db.pool, path, {});
    await importRatios(db.pool, path, {});
    expect(await events()).toEqual([{ siren: FOLLOWED, kind: 'accounts_filed', source: 'accounts', details: { label: 'Exercice clos le 31/12/2025' } }]);
  });
});

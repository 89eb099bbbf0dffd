import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { importBodacc } from '../../src/bodacc/import-bodacc';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/bodacc/${name}`, import.meta.url));
const V1 = fixture('annonces-v1.json');
const V2 = fixture('annonces-v2.json');
const JSONL = fixture('annonces.jsonl');

interface ProceedingRow {
  id: number;
  kind: string;
  status: string;
  opened_at: string | null;
  closed_at: string | null;
  court: string | null;
  last_judgment_label: string | null;
  last_judgment_date: string | null;
}

async function proceedings(db: IsolatedDatabase, siren: string): Promise<ProceedingRow[]> {
  const { rows } = await db.pool.query<ProceedingRow>(
    `SELECT id::int, kind, status, opened_at, closed_at, court, last_judgment_label, last_judgment_date
       FROM insolvency_proceedings WHERE siren = $1 ORDER BY id`,
    [siren],
  );
  return rows;
}

async function announcement(db: IsolatedDatabase, sourceId: string) {
  const { rows } = await db.pool.query(
    `SELECT source_id, siren, family, type_label, published_at, bodacc_edition, bodacc_number, announcement_number,
            court, city, content, details, cancelled, corrects_source_id
       FROM announcements WHERE source_id = $1`,
    [sourceId],
  );
  return rows[0];
}

/** Everything the importer writes, without generated ids, to compare two databases. */
async function snapshot(db: IsolatedDatabase) {
  const announcements = await db.pool.query(
    `SELECT source_id, siren, family, type_label, published_at, content, details, cancelled, corrects_source_id
       FROM announcements ORDER BY source_id`,
  );
  const proceedingRows = await db.pool.query(
    `SELECT siren, kind, status, opened_at, closed_at, court, last_judgment_label, last_judgment_date
       FROM insolvency_proceedings ORDER BY siren, id`,
  );
  return { announcements: announcements.rows, proceedings: proceedingRows.rows };
}

describe('importBodacc on our fixtures (v1, v2.1, JSON lines)', () => {
  let db: IsolatedDatabase;
  beforeAll(async () => {
    db = await createIsolatedDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('imports a v1 response: sub-documents held as strings, rejects with line and reason', async () => {
    const report = await importBodacc(db.pool, V1, {});
    expect(report.toJSON()).toMatchObject({ read: 7, inserted: 5, updated: 0, unchanged: 0, rejected: 2 });
    expect(report.rejections.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 153, reason: 'missing-siren' },
      { line: 171, reason: 'invalid-date' },
    ]);

    const creation = await announcement(db, 'A20190045123');
    expect(creation).toMatchObject({
      siren: '123456782',
      family: 'creation',
      type_label: 'Créations',
      published_at: '2019-03-07',
      bodacc_edition: 'A',
      bodacc_number: '20190045',
      announcement_number: 123,
      court: 'Greffe du Tribunal de Commerce de Rennes',
      city: 'Rennes',
      cancelled: false,
      corrects_source_id: null,
    });
    expect(creation.content).toBe(
      'Immatriculation d\'une personne morale (B, C, D) suite à création d\'un établissement principal. ' +
        'Date d’immatriculation : 25/02/2019. Date de commencement d’activité : 15/02/2019. ' +
        'Activité : Boulangerie, pâtisserie, viennoiserie.',
    );
    expect(creation.details.listepersonnes.personne.denomination).toBe('LES TILLEULS');
    expect(creation.details.acte.dateImmatriculation).toBe('2019-02-25');

    expect(await announcement(db, 'C20210150789')).toMatchObject({
      family: 'account_filing',
      bodacc_edition: 'C',
      content: 'Comptes annuels et rapports de l’exercice clos le 31/12/2020.',
    });

    // Redressement opened, then its continuation plan.
    expect(await proceedings(db, '987654324')).toEqual([
      expect.objectContaining({
        kind: 'redressement',
        status: 'plan',
        opened_at: '2020-02-10',
        closed_at: null,
        court: 'Tribunal de commerce de Nantes',
        last_judgment_label: 'Jugement de plan de redressement',
        last_judgment_date: '2021-01-15',
      }),
    ]);
  });

  it('imports a v2.1 response: the rectificatif cancels the stored notice, the proceedings move on', async () => {
    const report = await importBodacc(db.pool, V2, {});
    expect(report.toJSON()).toMatchObject({ read: 6, inserted: 6, updated: 0, unchanged: 0, rejected: 0 });

    expect(await announcement(db, 'B20200112456')).toMatchObject({ family: 'modification', cancelled: true });
    const rectificatif = await announcement(db, 'B20200120777');
    expect(rectificatif).toMatchObject({
      family: 'modification',
      type_label: 'Avis rectificatif – Modifications diverses',
      cancelled: false,
      corrects_source_id: 'B20200112456',
    });
    expect(rectificatif.content).toMatch(/^Avis rectificatif de l’annonce n° 456 parue au BODACC B n° 20200112 du 12\/06\/2020\. /);
    expect(await announcement(db, 'B20230201888')).toMatchObject({
      family: 'radiation',
      content: 'Radiation du registre du commerce et des sociétés. Cessation d\'activité à compter du 30/09/2023.',
    });

    // Redressement → plan → resolution of the plan with liquidation → closure for lack of assets.
    expect(await proceedings(db, '987654324')).toEqual([
      expect.objectContaining({
        kind: 'redressement',
        status: 'closed',
        opened_at: '2020-02-10',
        closed_at: '2023-03-01',
        last_judgment_label: 'Jugement prononçant la résolution du plan de redressement et la liquidation judiciaire',
      }),
      expect.objectContaining({
        kind: 'liquidation',
        status: 'closed',
        opened_at: '2023-03-01',
        closed_at: '2024-06-05',
        court: 'Tribunal de commerce de Nantes',
        last_judgment_label: "Jugement de clôture pour insuffisance d'actif",
        last_judgment_date: '2024-06-05',
      }),
    ]);
    // Sauvegarde converted into a redressement: one proceeding, still open.
    expect(await proceedings(db, '444555668')).toEqual([
      expect.objectContaining({ kind: 'redressement', status: 'open', opened_at: '2022-03-08', closed_at: null, court: 'Tribunal de commerce de Lyon' }),
    ]);
  });

  it('imports JSON lines: a cancellation read before the notice it cancels still cancels it', async () => {
    const report = await importBodacc(db.pool, JSONL, {});
    expect(report.toJSON()).toMatchObject({ read: 8, inserted: 6, rejected: 2 });
    expect(report.rejections.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 5, reason: 'invalid-json' },
      { line: 6, reason: 'invalid-siren' },
    ]);

    expect(await announcement(db, 'A20230140555')).toMatchObject({ cancelled: true });
    expect(await announcement(db, 'A20230150999')).toMatchObject({
      cancelled: false,
      corrects_source_id: 'A20230140555',
      type_label: "Avis d'annulation – Jugement d'ouverture d'une procédure de redressement judiciaire",
    });
    // The opening was cancelled: no proceeding.
    expect(await proceedings(db, '777888991')).toEqual([]);
    // Liquidation opened; the filing of claims is not a judgment on its course.
    expect(await proceedings(db, '111222337')).toEqual([
      expect.objectContaining({
        kind: 'liquidation',
        status: 'open',
        opened_at: '2022-09-01',
        last_judgment_label: "Jugement d'ouverture de liquidation judiciaire",
        last_judgment_date: '2022-09-01',
      }),
    ]);
    expect(await announcement(db, 'A20210210601')).toMatchObject({ siren: '303030308', family: 'creation', type_label: 'Immatriculations' });
    const sale = await announcement(db, 'A20210230702');
    expect(sale).toMatchObject({ siren: '525252524', family: 'sale' });
    expect(sale.content).toContain('Achat d\'un fonds par une personne morale. Vente du fonds de commerce de librairie, prix : 85 000 euros.');
  });

  it('changes nothing when the same files are imported again', async () => {
    const before = await snapshot(db);
    const ids = await db.pool.query('SELECT id FROM insolvency_proceedings ORDER BY id');
    for (const path of [V1, V2, JSONL]) {
      const report = await importBodacc(db.pool, path, {});
      expect(report.inserted, path).toBe(0);
      expect(report.updated, path).toBe(0);
      expect(report.unchanged, path).toBe(report.read - report.rejected);
    }
    expect(await snapshot(db)).toEqual(before);
    expect((await db.pool.query('SELECT id FROM insolvency_proceedings ORDER BY id')).rows).toEqual(ids.rows);
  });

  it('gives the same register whatever the order the files come in', async () => {
    const other = await createIsolatedDatabase();
    try {
      for (const path of [JSONL, V2, V1]) await importBodacc(other.pool, path, {});
      expect(await snapshot(other)).toEqual(await snapshot(db));
    } finally {
      await other.drop();
    }
  });

  it('updates a notice when a newer file changes it', async () => {
    const { writeFile, mkdtemp, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = await mkdtemp(join(tmpdir(), 'bodacc-'));
    try {
      const path = join(dir, 'newer.jsonl');
      await writeFile(
        path,
        `${JSON.stringify({
          id: 'A20220180444',
          publicationavis: 'A',
          parution: '20220180',
          numeroannonce: 444,
          dateparution: '2022-09-10',
          typeavis: 'annonce',
          familleavis: 'collective',
          familleavis_lib: 'Procédures collectives',
          tribunal: 'Tribunal de commerce de Lille Métropole',
          registre: ['111222337'],
          jugement: JSON.stringify({ nature: "Jugement d'ouverture de liquidation judiciaire", date: '2022-09-02' }),
        })}\n`,
      );
      const report = await importBodacc(db.pool, path, {});
      expect(report.toJSON()).toMatchObject({ read: 1, inserted: 0, updated: 1 });
      expect(await proceedings(db, '111222337')).toEqual([expect.objectContaining({ opened_at: '2022-09-02', status: 'open' })]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

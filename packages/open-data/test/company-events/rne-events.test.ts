import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { importRne, type RneImportOptions } from '../../src/rne/import-rne';

const FIXTURES = fileURLToPath(new URL('../fixtures/rne/', import.meta.url));
/** Followed: the SAS (its president, general manager, deputy, auditor and a director of unknown role). */
const SAS = '901122333';
/** Not followed: the SCI, whose manager also changes. */
const SCI = '901122366';

interface RneRecord {
  updatedAt: string;
  formality: {
    historique?: unknown[];
    content: { personneMorale: { identite: { entreprise: Record<string, unknown>; description: Record<string, unknown> }; composition: { pouvoirs: Record<string, unknown>[] } } };
  };
}

interface RecordedEvent {
  siren: string;
  kind: string;
  source: string;
  occurred_on: string | null;
  details: Record<string, string>;
}

/** The events recorded, in a stable order (ids and times left out). */
async function events(db: IsolatedDatabase): Promise<RecordedEvent[]> {
  const { rows } = await db.pool.query<RecordedEvent>(
    `SELECT siren, kind, source, occurred_on::text, details FROM company_events ORDER BY siren, kind, details::text`,
  );
  return rows;
}

/** A register where Sirene came first: the SAS and the SCI exist, the SAS with a capital of 10 000 €, and a user follows the SAS. */
async function register(databases: IsolatedDatabase[]): Promise<IsolatedDatabase> {
  const db = await createIsolatedDatabase();
  databases.push(db);
  await db.pool.query(
    `INSERT INTO companies (siren, denomination, legal_category_code, share_capital_cents, capital_currency)
     VALUES ($1, 'ATELIER NUAGE', '5710', 1000000, 'EUR'), ($2, 'SCI DES TILLEULS', '6540', NULL, NULL)`,
    [SAS, SCI],
  );
  const user = await db.pool.query<{ id: string }>(`INSERT INTO users (email) VALUES ('suivi-rne@exemple.fr') RETURNING id`);
  const list = await db.pool.query<{ id: string }>(`INSERT INTO followed_lists (user_id, name) VALUES ($1, 'Fournisseurs') RETURNING id`, [user.rows[0]?.id]);
  await db.pool.query(`INSERT INTO followed_companies (list_id, siren) VALUES ($1, $2)`, [list.rows[0]?.id, SAS]);
  return db;
}

describe('company events recorded by the RNE import', () => {
  let dir: string;
  let lines: string[];
  const databases: IsolatedDatabase[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rne-events-'));
    lines = (await readFile(join(FIXTURES, 'companies.jsonl'), 'utf8')).trimEnd().split('\n');
  });
  afterAll(async () => {
    await Promise.all(databases.map((db) => db.drop()));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** The fixture file with some companies' records changed by `change` (a later `updatedAt`). */
  async function changedFile(name: string, changes: Record<string, (record: RneRecord) => void>): Promise<string> {
    const path = join(dir, name);
    const changed = lines.map((line) => {
      const record = JSON.parse(line) as RneRecord & { formality: { siren: string } };
      const change = changes[record.formality.siren];
      if (!change) return line;
      change(record);
      record.updatedAt = '2026-01-15T04:00:00+01:00';
      return JSON.stringify(record);
    });
    await writeFile(path, changed.join('\n') + '\n');
    return path;
  }

  it('records on a first load what the staging path records: the capital change and the directors of the followed company only', async () => {
    const path = join(FIXTURES, 'companies.jsonl');
    const recorded: RecordedEvent[][] = [];
    // A first load (persons and mandates empty), parsed in this thread and by the parsing threads in small chunks.
    for (const options of [{ parseInThread: false }, { parseInThread: true }] satisfies RneImportOptions[]) {
      const db = await register(databases);
      const log: string[] = [];
      await importRne(db.pool, path, { ...options, log: (line) => log.push(line) }, { companies: 2, mandates: 100, chunkBytes: 4096 });
      expect(log).toContain('rne: restoring the keys of persons');
      recorded.push(await events(db));
    }
    // The staging path: a person already known, so no first load.
    const staged = await register(databases);
    await staged.pool.query(`INSERT INTO persons (identity_key, kind, last_name) VALUES ('natural:sentinel||????-??', 'natural', 'SENTINEL')`);
    const log: string[] = [];
    await importRne(staged.pool, path, { log: (line) => log.push(line) }, { companies: 2, mandates: 100 });
    expect(log).toEqual([]);
    const stagedEvents = await events(staged);

    expect(recorded[0]).toEqual(stagedEvents);
    expect(recorded[1]).toEqual(stagedEvents);
    expect(stagedEvents.every((event) => event.siren === SAS && event.source === 'rne')).toBe(true);
    expect(stagedEvents.filter((event) => event.kind === 'capital_changed')).toEqual([
      { siren: SAS, kind: 'capital_changed', source: 'rne', occurred_on: null, details: { before: '1000000', after: '1500050', currency: 'EUR' } },
    ]);
    // One appointment per current mandate of the SAS.
    const { rows } = await staged.pool.query<{ count: number }>(`SELECT count(*)::int AS count FROM mandates WHERE siren = $1 AND is_current`, [SAS]);
    const appointed = stagedEvents.filter((event) => event.kind === 'director_appointed');
    expect(appointed).toHaveLength(rows[0]?.count ?? -1);
    expect(appointed.map((event) => event.details.label)).toContain('ÉLODIE ANNE MARCHAND – Président de SAS');
  });

  it('records one event per change when changed records are imported again, and none for an unchanged re-import', async () => {
    const db = await register(databases);
    await importRne(db.pool, join(FIXTURES, 'companies.jsonl'));
    await db.pool.query('TRUNCATE company_events CASCADE');

    // The same file again: nothing changed, nothing recorded.
    await importRne(db.pool, join(FIXTURES, 'companies.jsonl'));
    expect(await events(db)).toEqual([]);

    const changes = {
      [SAS]: (record: RneRecord) => {
        const company = record.formality.content.personneMorale;
        company.identite.description.montantCapital = 50_000;
        // The RNE does not own the name nor the legal form (Sirene does): a different one records nothing.
        company.identite.entreprise.denomination = 'ATELIER NUAGE RENOMMÉ';
        company.identite.entreprise.formeJuridique = '5499';
        // The general manager leaves (directors' change of 2026-01-10), a new deputy general manager comes.
        const pouvoirs = company.composition.pouvoirs.filter((power) => power.representantId !== 'rep-sas-dg');
        pouvoirs.push({
          roleEntreprise: '70',
          typeDePersonne: 'INDIVIDU',
          representantId: 'rep-sas-new',
          individu: { descriptionPersonne: { nom: 'FONTAINE', prenoms: ['CLAIRE'], dateDeNaissance: '1988-11', dateEffetRoleDeclarant: '2026-01-10', role: '70' } },
          actif: true,
        });
        company.composition.pouvoirs = pouvoirs;
        record.formality.historique = [
          ...(record.formality.historique ?? []),
          {
            codeEvenement: '35M',
            libelleEvenement: 'Modification relative aux dirigeants d’une SARL ou d’une société de capitaux',
            dateEffet: '2026-01-10T00:00:00+01:00',
            cheminDateEffet: 'content.personneMorale.composition.pouvoirs[0].dateEffet34Or35M',
            cheminDateEffetId: 'content.personneMorale.composition.pouvoirs[rep-sas-dg].dateEffet34Or35M',
          },
        ];
      },
      [SCI]: (record: RneRecord) => {
        record.formality.content.personneMorale.composition.pouvoirs = [];
      },
    };
    const path = await changedFile('changed.jsonl', changes);
    await importRne(db.pool, path);
    expect(await events(db)).toEqual([
      { siren: SAS, kind: 'capital_changed', source: 'rne', occurred_on: null, details: { before: '1500050', after: '5000000', currency: 'EUR' } },
      { siren: SAS, kind: 'director_appointed', source: 'rne', occurred_on: '2026-01-10', details: { label: 'CLAIRE FONTAINE – Directeur général délégué' } },
      { siren: SAS, kind: 'director_left', source: 'rne', occurred_on: '2026-01-10', details: { label: 'JEAN-PIERRE ROUSSEL – Directeur Général' } },
    ]);
    // The SCI changed (its manager left) but nobody follows it.
    const { rows } = await db.pool.query<{ count: number }>(`SELECT count(*)::int AS count FROM mandates WHERE siren = $1 AND is_current`, [SCI]);
    expect(rows[0]?.count).toBe(0);

    // The changed file again: nothing new.
    await db.pool.query('TRUNCATE company_events CASCADE');
    await importRne(db.pool, path);
    expect(await events(db)).toEqual([]);
  });
});

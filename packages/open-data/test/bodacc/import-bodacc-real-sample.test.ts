import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { importBodacc } from '../../src/bodacc/import-bodacc';
import { realSample } from '../real-sample';

const SAMPLE = realSample('bodacc.json');

describe('importBodacc on the real v1 sample', () => {
  let db: IsolatedDatabase;
  beforeAll(async () => {
    db = await createIsolatedDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('imports the radiation and the two account filings, then changes nothing the second time', async () => {
    const first = await importBodacc(db.pool, SAMPLE, {});
    expect(first.toJSON()).toMatchObject({ read: 3, inserted: 3, updated: 0, rejected: 0 });

    const { rows } = await db.pool.query(
      `SELECT source_id, siren, family, type_label, published_at, bodacc_edition, bodacc_number, announcement_number, content
         FROM announcements ORDER BY published_at`,
    );
    expect(rows).toEqual([
      {
        source_id: 'C202101554392',
        siren: '880878145',
        family: 'account_filing',
        type_label: 'Dépôts des comptes',
        published_at: '2021-08-11',
        bodacc_edition: 'C',
        bodacc_number: '20210155',
        announcement_number: 4392,
        content: expect.stringMatching(/^Comptes annuels et rapports de l’exercice clos le 31\/12\/2020\. Les comptes annuels sont accompagnés d'une déclaration de confidentialité/),
      },
      expect.objectContaining({ source_id: 'C202200902528', family: 'account_filing' }),
      expect.objectContaining({
        source_id: 'B20220227446',
        family: 'radiation',
        type_label: 'Radiations',
        bodacc_edition: 'B',
        content: 'Radiation du registre du commerce et des sociétés.',
      }),
    ]);

    const second = await importBodacc(db.pool, SAMPLE, {});
    expect(second.toJSON()).toMatchObject({ read: 3, inserted: 0, updated: 0, unchanged: 3 });
  });
});

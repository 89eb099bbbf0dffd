import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DERIVED_TABLES, importRne, importSireneEstablishments, importSireneUnits, parisDay, previousDay, refreshDerivedData } from '@registre/open-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { DAY_FILES, DayServer } from '../../../../packages/open-data/test/update/day-server';
import { loadConfig } from '../../src/config/load-config';
import { dataUpdateQueue } from '../../src/modules/data-update';
import { followingDigestQueue } from '../../src/modules/following';
import { findModuleJob, startModules } from '../../src/modules/module-list';
import { createPlatform, createTestClock, type Platform } from '../../src/platform';
import { listMails } from '../support/mailbox';

const FOLLOWED = '812345676';
const openData = (path: string) => fileURLToPath(new URL(`../../../../packages/open-data/test/fixtures/${path}`, import.meta.url));

let database: IsolatedDatabase;
let dataDir: string;
let server: DayServer;
let day: string;

/** A platform whose sources are the local server's day files (`only`: the sources configured). */
async function platformFor(only: readonly string[] = Object.keys(DAY_FILES)): Promise<Platform> {
  const variables: Record<string, string> = { 'sirene-ul': 'SIRENE_UL', 'sirene-etab': 'SIRENE_ETAB', rne: 'RNE', bodacc: 'BODACC' };
  const env: Record<string, string> = { APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SITE_URL: 'https://www.registre-clair.fr' };
  for (const [source, file] of Object.entries(DAY_FILES)) {
    env[`DATA_UPDATE_${variables[source]}_URL`] = only.includes(source) ? `${server.base}/{date}/${file}` : `${server.base}/missing/{date}/${file}`;
    env[`DATA_UPDATE_${variables[source]}_SHA256_URL`] = `${server.base}/{date}/${file}.sha256`;
  }
  // The events are recorded at the database's time: the digest runs a minute later.
  return createPlatform(loadConfig(env), { pool: database.pool, clock: createTestClock(new Date(Date.now() + 60_000).toISOString()) });
}

const runJob = async (platform: Platform, queue: string, data: object) => findModuleJob((await startModules({ platform })).modules, queue).handle({ id: 'test', data });

beforeAll(async () => {
  database = await createIsolatedDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'registre-data-update-'));
  // The scheduled job applies yesterday in Paris, by the platform's clock.
  day = previousDay(parisDay(new Date(Date.now() + 60_000)));
  server = await DayServer.start(day);
  await importSireneUnits(database.pool, openData('sirene/StockUniteLegale_current.csv'), {});
  await importSireneEstablishments(database.pool, openData('sirene/StockEtablissement_current.csv'), {});
  await importRne(database.pool, openData('rne/companies.jsonl'), {});
  await refreshDerivedData(database.pool, DERIVED_TABLES);
  const { rows } = await database.pool.query<{ id: string }>(`INSERT INTO users (email, first_name, email_verified_at) VALUES ('veille@exemple.fr', 'Marie', now()) RETURNING id::text`);
  const list = await database.pool.query<{ id: string }>(`INSERT INTO followed_lists (user_id, name) VALUES ($1, 'Fournisseurs') RETURNING id`, [rows[0]?.id]);
  await database.pool.query(`INSERT INTO followed_companies (list_id, siren) VALUES ($1, $2)`, [list.rows[0]?.id, FOLLOWED]);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the daily data update job', () => {
  it('fails while a source fails (the queue retries it), then resumes, and the followed company’s changes reach the digest', async () => {
    const broken = await platformFor(['sirene-ul']);
    try {
      await expect(runJob(broken, dataUpdateQueue(broken.config).name, { reason: 'schedule' })).rejects.toThrow(/sirene-etab failed: .*HTTP 404/);
    } finally {
      await broken.close();
    }

    const platform = await platformFor();
    try {
      await runJob(platform, dataUpdateQueue(platform.config).name, { reason: 'schedule' });
      const runs = await database.pool.query(`SELECT source, outcome FROM data_update_runs WHERE period = $1 ORDER BY id`, [day]);
      expect(runs.rows).toEqual([
        { source: 'sirene-ul', outcome: 'succeeded' },
        { source: 'sirene-etab', outcome: 'failed' },
        { source: 'sirene-etab', outcome: 'succeeded' },
        { source: 'rne', outcome: 'succeeded' },
        { source: 'bodacc', outcome: 'succeeded' },
        { source: 'derived', outcome: 'succeeded' },
      ]);

      await runJob(platform, followingDigestQueue(platform.config).name, { reason: 'manual' });
      const mails = (await listMails(join(dataDir, 'mail'))).filter((mail) => mail.to.includes('veille@exemple.fr'));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.decoded).toContain('Changement de dénomination');
      expect(mails[0]?.decoded).toContain('ATELIER DES TROIS RIVIERES ET ASSOCIES');
      expect(mails[0]?.decoded).toContain('SIREN 812345676');
    } finally {
      await platform.close();
    }
  });
});

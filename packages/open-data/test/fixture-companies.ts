import { createIsolatedDatabase, type IsolatedDatabase } from '../../../test/helpers/isolated-database';
import { importSireneUnits } from '../src/sirene/import-sirene-units';
import { sireneFixture } from './sirene/sirene-test-files';

/** A fresh database holding the legal units of the Sirene fixture (812345676, 812345684, …), for importers that attach to companies. */
export async function databaseWithFixtureCompanies(): Promise<IsolatedDatabase> {
  const db = await createIsolatedDatabase();
  await importSireneUnits(db.pool, sireneFixture('StockUniteLegale_current.csv'), {});
  return db;
}

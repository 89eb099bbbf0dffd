import { createPool, loadNomenclatures, migrate, seedDemoIfEmpty } from '@registre/db';

/** Brings a database to the current schema with its nomenclatures, and demo data when it holds no company. */
export async function prepareDatabase(url: string, log: (line: string) => void = () => {}): Promise<void> {
  const pool = createPool(url, { max: 2 });
  try {
    await migrate(pool);
    await loadNomenclatures(pool);
    const seeded = await seedDemoIfEmpty(pool);
    if (seeded > 0) log(`Loaded demo data: ${seeded} companies.`);
  } finally {
    await pool.end();
  }
}

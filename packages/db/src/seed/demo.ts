import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { createDb } from '../drizzle';
import {
  announcements,
  companies,
  depositedActs,
  establishments,
  financialStatements,
  insolvencyProceedings,
  mandates,
  persons,
} from '../schema/index';
import { demoSiren } from './demo-companies';
import { DEMO_MANDATES, DEMO_PERSONS } from './demo-people';
import {
  demoActRows,
  demoAnnouncementRows,
  demoCompanyRows,
  demoEstablishmentRows,
  demoPersonRows,
  demoProceedingRows,
  demoStatementRows,
} from './demo-rows';

/** Key of the transaction advisory lock that keeps two seeds from running at once. */
const SEED_LOCK_KEY = 7_261_901_443;

/**
 * Loads the demo data set (invented companies with their establishments, directors,
 * accounts and announcements) when the companies table is empty, in one transaction.
 * Returns the number of companies inserted: 0 when there already were companies.
 */
export async function seedDemoIfEmpty(pool: pg.Pool): Promise<number> {
  const db = createDb(pool);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ siren: companies.siren }).from(companies).limit(1);
    if (existing.length > 0) return 0;

    const companyRows = demoCompanyRows();
    await tx.insert(companies).values(companyRows);
    await tx.insert(establishments).values(demoEstablishmentRows());

    // Upsert: persons are not tied to the companies table and may survive from earlier data.
    const personRows = demoPersonRows();
    const insertedPersons = await tx
      .insert(persons)
      .values(personRows)
      .onConflictDoUpdate({ target: persons.identityKey, set: { updatedAt: sql`now()` } })
      .returning({ id: persons.id, identityKey: persons.identityKey });
    const idByIdentity = new Map(insertedPersons.map((person) => [person.identityKey, person.id]));
    const personIds = new Map(
      DEMO_PERSONS.map((person, index) => [person.key, idByIdentity.get(personRows[index]?.identityKey ?? '')]),
    );
    await tx.insert(mandates).values(
      DEMO_MANDATES.map((mandate) => {
        const personId = personIds.get(mandate.person);
        if (personId === undefined) throw new Error(`Demo mandate of unknown person "${mandate.person}"`);
        return {
          personId,
          siren: demoSiren(mandate.companyNumber),
          roleCode: mandate.roleCode,
          startDate: mandate.startDate,
          endDate: mandate.endDate ?? null,
          isCurrent: mandate.endDate === undefined,
        };
      }),
    );

    await tx.insert(financialStatements).values(demoStatementRows());
    await tx.insert(announcements).values(demoAnnouncementRows());
    await tx.insert(insolvencyProceedings).values(demoProceedingRows());
    await tx.insert(depositedActs).values(demoActRows());
    return companyRows.length;
  });
}

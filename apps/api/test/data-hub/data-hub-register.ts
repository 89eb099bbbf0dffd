import type { Pool } from 'pg';
import { rebuildCompanySearch } from '@registre/open-data';

/** A company of the small known register, its head office in `department` (`commune`, `postcode`, `city`). */
interface Company {
  siren: string;
  name: string | null;
  category: string;
  naf: string;
  created: string;
  place: { department: string; commune: string; postcode: string; city: string };
  status?: 'A' | 'C';
  /** A sole trader who refused the publication of their identity ('P'); their name is Jean DUPONT. */
  hidden?: boolean;
  band?: string;
  accounts?: { yearEnd: string; turnoverCents: number; confidential?: boolean };
}

const PARIS = { department: '75', commune: '75056', postcode: '75002', city: 'PARIS' };
const LYON = { department: '69', commune: '69123', postcode: '69003', city: 'LYON' };

/**
 * The register of the data hub's tests (today: Monday 7 December 2026 in Paris). Latest creation up to today: 5 December,
 * so the week is 29 November – 5 December.
 */
export const COMPANIES: Company[] = [
  { siren: '100000001', name: 'ALPHA CONSEIL', category: '5710', naf: '70.22Z', created: '2026-12-05', place: PARIS, band: '01' },
  { siren: '100000002', name: 'BETA BOULANGERIE', category: '5499', naf: '10.71C', created: '2026-12-01', place: LYON },
  { siren: '100000003', name: null, category: '1000', naf: '62.01Z', created: '2026-12-03', place: PARIS, hidden: true },
  { siren: '100000004', name: 'GAMMA TRANSPORTS', category: '5710', naf: '49.41A', created: '2026-11-28', place: PARIS },
  { siren: '100000005', name: 'DELTA FUTUR', category: '5710', naf: '70.22Z', created: '2026-12-10', place: PARIS },
  { siren: '100000006', name: 'GRANDE INDUSTRIE', category: '5599', naf: '24.10Z', created: '1960-01-01', place: PARIS, band: '53', accounts: { yearEnd: '2025-12-31', turnoverCents: 90_000_000_000 } },
  { siren: '100000007', name: 'MOYENNE INDUSTRIE', category: '5710', naf: '25.11Z', created: '1990-01-01', place: LYON, accounts: { yearEnd: '2025-12-31', turnoverCents: 5_000_000_000 } },
  { siren: '100000008', name: 'PETIT COMMERCE', category: '5499', naf: '47.11B', created: '2000-01-01', place: PARIS, accounts: { yearEnd: '2025-06-30', turnoverCents: 200_000_000 } },
  { siren: '100000009', name: 'DISCRET COMMERCE', category: '5499', naf: '47.11B', created: '2000-01-01', place: PARIS, accounts: { yearEnd: '2025-12-31', turnoverCents: 900_000_000, confidential: true } },
  { siren: '100000010', name: 'ANCIEN CHAMPION', category: '5599', naf: '24.10Z', created: '1950-01-01', place: PARIS, accounts: { yearEnd: '2020-12-31', turnoverCents: 500_000_000_000 } },
  { siren: '100000011', name: 'FERMEE INDUSTRIE', category: '5599', naf: '24.10Z', created: '1950-01-01', place: PARIS, status: 'C', accounts: { yearEnd: '2025-12-31', turnoverCents: 100_000_000_000 } },
  { siren: '100000012', name: 'EPSILON BATIMENT', category: '5499', naf: '41.20A', created: '2015-01-01', place: LYON },
  { siren: '100000013', name: 'ZETA ANCIENNE', category: '5499', naf: '41.20A', created: '2015-01-01', place: LYON },
];

/** The personal name behind the hidden sole trader: it must appear nowhere. */
export const HIDDEN_NAME = 'DUPONT';

async function insertCompany(pool: Pool, company: Company): Promise<void> {
  const status = company.status ?? 'A';
  await pool.query(
    `INSERT INTO companies (siren, diffusion_status, denomination, last_name, first_names, legal_category_code, naf_code, naf_nomenclature,
                            administrative_status, creation_date, head_office_nic, headcount_band)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'NAFRev2', $8, $9, '00011', $10)`,
    [company.siren, company.hidden ? 'P' : 'O', company.category === '1000' ? null : company.name, company.category === '1000' ? HIDDEN_NAME : null,
      company.category === '1000' ? 'JEAN' : null, company.category, company.naf, status, company.created, company.band ?? null],
  );
  await pool.query(
    `INSERT INTO establishments (siret, siren, nic, diffusion_status, is_head_office, administrative_status, creation_date, naf_code,
                                 postcode, city, commune_code, department_code)
     VALUES ($1 || '00011', $1, '00011', $2, true, $3, $4, $5, $6, $7, $8, $9)`,
    [company.siren, company.hidden ? 'P' : 'O', status === 'A' ? 'A' : 'F', company.created, company.naf, company.place.postcode, company.place.city, company.place.commune, company.place.department],
  );
  if (company.accounts) {
    await pool.query(`INSERT INTO financial_statements (siren, fiscal_year_end, confidential, turnover_cents, source) VALUES ($1, $2, $3, $4, 'demo')`, [
      company.siren,
      company.accounts.yearEnd,
      company.accounts.confidential ?? false,
      company.accounts.turnoverCents,
    ]);
  }
}

/** Proceedings opened up to 20 November: the 30 days are 22 October – 20 November. */
const PROCEEDINGS = [
  { siren: '100000012', kind: 'liquidation', opened: '2026-11-20' },
  { siren: '100000003', kind: 'redressement', opened: '2026-11-18' },
  { siren: '100000002', kind: 'sauvegarde', opened: '2026-11-15' },
  { siren: '100000013', kind: 'liquidation', opened: '2026-10-01' },
];

/** BODACC notices: radiations up to 1 December (30 days: 2 November – 1 December), accounts up to 4 December (28 November – 4 December). */
const ANNOUNCEMENTS = [
  { id: 'T-RAD-1', siren: '100000004', family: 'radiation', published: '2026-12-01', cancelled: false },
  { id: 'T-RAD-2', siren: '100000007', family: 'radiation', published: '2026-11-30', cancelled: true },
  { id: 'T-RAD-3', siren: '100000013', family: 'radiation', published: '2026-11-05', cancelled: false },
  { id: 'T-DEP-1', siren: '100000006', family: 'account_filing', published: '2026-12-04', cancelled: false },
  { id: 'T-DEP-2', siren: '100000008', family: 'account_filing', published: '2026-11-20', cancelled: false },
  { id: 'T-DEP-3', siren: '100000003', family: 'account_filing', published: '2026-12-02', cancelled: false },
];

/** Loads the register into an empty (migrated) database and builds its company search. */
export async function loadDataHubRegister(pool: Pool): Promise<void> {
  for (const company of COMPANIES) await insertCompany(pool, company);
  for (const p of PROCEEDINGS) {
    await pool.query(`INSERT INTO insolvency_proceedings (siren, kind, status, opened_at, court) VALUES ($1, $2, 'open', $3, 'Tribunal de commerce de Lyon')`, [p.siren, p.kind, p.opened]);
  }
  for (const a of ANNOUNCEMENTS) {
    await pool.query(`INSERT INTO announcements (source_id, siren, family, published_at, cancelled) VALUES ($1, $2, $3, $4, $5)`, [a.id, a.siren, a.family, a.published, a.cancelled]);
  }
  await rebuildCompanySearch(pool);
}

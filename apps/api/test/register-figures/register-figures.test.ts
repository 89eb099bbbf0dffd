import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commercialRegistriesResponseSchema, companyCreationFiguresResponseSchema, makeSiren } from '@registre/domain';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/load-config';
import { findModuleJob, startModules } from '../../src/modules/module-list';
import { registerFiguresRefreshQueue } from '../../src/modules/register-figures';
import { createPlatform, createTestClock, type Platform, type TestClock } from '../../src/platform';

let database: IsolatedDatabase;
let platform: Platform;
let clock: TestClock;
let app: FastifyInstance;
let dataDir: string;

interface Company {
  category: string;
  naf: string | null;
  department: string | null;
  created: string;
  active?: boolean;
  rcs?: boolean;
}

/**
 * A small register: SAS (5710) in Paris and Lyon, one closed; SARL (5499); an EI (1000); a declared
 * association (9220); a SELAS (5785), counted by no page. The count runs on 15 June 2026: the window of
 * creations is 16 June 2025 – 15 June 2026.
 */
const COMPANIES: Company[] = [
  { category: '5710', naf: '62.01Z', department: '75', created: '2025-06-16', rcs: true },
  { category: '5710', naf: '62.01Z', department: '75', created: '2026-06-15', rcs: true },
  { category: '5710', naf: '62.01Z', department: '69', created: '2025-06-15', rcs: true },
  { category: '5710', naf: '70.22Z', department: '69', created: '2019-01-01', rcs: true },
  { category: '5710', naf: '70.22Z', department: '75', created: '2026-01-10', active: false, rcs: true },
  { category: '5710', naf: '56.10A', department: '75', created: '2026-06-16', rcs: true },
  { category: '5499', naf: '43.21A', department: '33', created: '2010-01-01', rcs: true },
  { category: '5499', naf: '43.21A', department: '33', created: '2026-02-01' },
  { category: '1000', naf: '96.02A', department: '35', created: '2026-03-01' },
  { category: '9220', naf: '94.99Z', department: '75', created: '2001-01-01' },
  { category: '5785', naf: '69.10Z', department: '75', created: '2026-01-01', rcs: true },
  { category: '5710', naf: null, department: null, created: '2026-01-01' },
];

async function insertRegister(pool: IsolatedDatabase['pool']): Promise<void> {
  for (const [index, company] of COMPANIES.entries()) {
    const siren = makeSiren(String(70000000 + index).padStart(8, '0'));
    const active = company.active ?? true;
    await pool.query(
      `INSERT INTO companies (siren, legal_category_code, naf_code, administrative_status, creation_date, rcs_registration_date, denomination)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [siren, company.category, company.naf, active ? 'A' : 'C', company.created, company.rcs ? company.created : null, `SOCIETE ${siren}`],
    );
    await pool.query(
      `INSERT INTO company_search (siren, name, name_key, sigle_key, name_words, words, boost, is_active, legal_category_code, naf_code, creation_date, department_code)
       VALUES ($1, $7, 'societe', '', '{societe}', '{societe}', 0, $2, $3, $4, $5, $6)`,
      [siren, active, company.category, company.naf, company.created, company.department, `SOCIETE ${siren}`],
    );
  }
}


beforeAll(async () => {
  database = await createIsolatedDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'registre-register-figures-'));
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOB_QUEUE_SCHEMA: `register_figures_${process.pid}` });
  clock = createTestClock('2026-06-15T10:00:00Z');
  platform = await createPlatform(config, { pool: database.pool, clock });
  app = await buildApp({ config, pool: database.pool, platform });
  await app.ready();
  await insertRegister(database.pool);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await platform?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const runRefresh = async () =>
  findModuleJob((await startModules({ platform })).modules, registerFiguresRefreshQueue(platform.config).name).handle({ id: 'test', data: { reason: 'manual' } });

async function figures(companyType: string) {
  const response = await app.inject({ method: 'GET', url: `/api/company-creation/${companyType}/figures` });
  expect(response.statusCode, response.body).toBe(200);
  return companyCreationFiguresResponseSchema.parse(response.json()).data;
}

describe('GET /api/company-creation/:companyType/figures', () => {
  it('answers null before the first count, then the figures the refresh job computed', async () => {
    expect(await figures('sas')).toBeNull();
    await runRefresh();
    const sas = await figures('sas');
    expect(sas).toMatchObject({
      companyType: 'sas',
      legalCategories: [{ code: '5710', label: 'SAS, société par actions simplifiée' }],
      sharedWith: ['sasu'],
      // Six active SAS (the closed one left out), whatever their activity or department.
      activeCompanies: 6,
      // Created 16 June 2025 – 15 June 2026: the first two, the closed one and the one without a place; not the day before nor after.
      createdLastTwelveMonths: 4,
      createdFrom: '2025-06-16',
      createdTo: '2026-06-15',
      computedAt: '2026-06-15T10:00:00Z',
    });
    expect(sas?.topActivities).toEqual([
      { code: '62.01Z', label: 'Programmation informatique', companies: 3 },
      { code: '56.10A', label: 'Restauration traditionnelle', companies: 1 },
      { code: '70.22Z', label: 'Conseil pour les affaires et autres conseils de gestion', companies: 1 },
    ]);
    expect(sas?.departments).toEqual([
      { code: '75', name: 'Paris', companies: 3 },
      { code: '69', name: 'Rhône', companies: 2 },
    ]);
  });

  it('gives a type the figures of the form it shares its INSEE category with', async () => {
    const sasu = await figures('sasu');
    const sas = await figures('sas');
    expect(sasu).toEqual({ ...sas, companyType: 'sasu', sharedWith: ['sas'] });
    expect(await figures('micro-entreprise')).toMatchObject({ activeCompanies: 1, createdLastTwelveMonths: 1, sharedWith: ['ei'] });
    expect(await figures('eurl')).toMatchObject({ activeCompanies: 2, createdLastTwelveMonths: 1, departments: [{ code: '33', name: 'Gironde', companies: 2 }] });
    expect(await figures('association')).toMatchObject({ activeCompanies: 1, createdLastTwelveMonths: 0 });
    expect(await figures('snc')).toMatchObject({ activeCompanies: 0, createdLastTwelveMonths: 0, topActivities: [], departments: [] });
  });

  it('follows the register at the next count, on the injected clock', async () => {
    clock.set('2026-06-16T10:00:00Z');
    await runRefresh();
    // The SAS created on 16 June 2026 enters the window; the one of 16 June 2025 leaves it.
    expect(await figures('sas')).toMatchObject({ createdLastTwelveMonths: 4, createdFrom: '2025-06-17', createdTo: '2026-06-16' });
    clock.set('2027-06-17T10:00:00Z');
    await runRefresh();
    expect(await figures('sas')).toMatchObject({ createdLastTwelveMonths: 0 });
  });

  it('answers 404 with a message key for a type it does not know', async () => {
    for (const url of ['/api/company-creation/gmbh/figures', `/api/company-creation/${'x'.repeat(41)}/figures`, '/api/company-creation/SAS/figures']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'errors:company-creation.unknown-type' });
    }
  });
});

describe('GET /api/commercial-registries', () => {
  it('lists the courts with the RCS registrations of their departments, shared ones marked', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/commercial-registries' });
    expect(response.statusCode).toBe(200);
    const { data } = commercialRegistriesResponseSchema.parse(response.json());
    expect(data.courts.filter((court) => court.kind === 'tc' || court.kind === 'tae')).toHaveLength(134);
    expect(data.courts.filter((court) => court.kind === 'tae').map((court) => court.seat).sort()).toEqual(
      ['Auxerre', 'Avignon', 'Le Havre', 'Le Mans', 'Limoges', 'Lyon', 'Marseille', 'Nancy', 'Nanterre', 'Paris', 'Saint-Brieuc', 'Versailles'],
    );
    expect(new Set(data.courts.map((court) => court.slug)).size).toBe(data.courts.length);
    const paris = data.courts.find((court) => court.slug === 'tae-paris');
    // Active, registered at the RCS, head office in Paris: three SAS and the SELAS (the closed SAS left out).
    expect(paris?.departments).toEqual([{ code: '75', name: 'Paris', inSirene: true, registeredCompanies: 4, courts: 1 }]);
    const bordeaux = data.courts.find((court) => court.slug === 'tc-bordeaux');
    expect(bordeaux?.departments).toEqual([{ code: '33', name: 'Gironde', inSirene: true, registeredCompanies: 1, courts: 2 }]);
    expect(data.courts.find((court) => court.slug === 'tmc-noumea')?.departments[0]).toMatchObject({ inSirene: false, registeredCompanies: null });
    // A department without a registered company keeps its name.
    expect(data.courts.find((court) => court.slug === 'tc-alencon')?.departments).toEqual([{ code: '61', name: 'Orne', inSirene: true, registeredCompanies: 0, courts: 1 }]);
    expect(data.courts).toHaveLength(150);
    expect(data.computedAt).toBe('2027-06-17T10:00:00Z');
  });

  it("gives each court the address of its record in the Annuaire de l'administration, or none rather than a wrong one", async () => {
    const { data } = commercialRegistriesResponseSchema.parse((await app.inject({ method: 'GET', url: '/api/commercial-registries' })).json());
    expect(data.source.addressesExtractedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const contact = (slug: string) => data.courts.find((court) => court.slug === slug)?.contact;
    expect(contact('tc-bordeaux')).toMatchObject({ street: '19 place de la Bourse', postalCode: '33000', locality: 'BORDEAUX', ofTribunalJudiciaire: false });
    // A postcode the extract wrote without its leading zero gets it back.
    expect(contact('tc-bourg-en-bresse')?.postalCode).toBe('01000');
    // Alsace-Moselle: the tribunal judiciaire's address, said so.
    expect(contact('tj-commercial-chamber-metz')).toMatchObject({ postalCode: '57000', ofTribunalJudiciaire: true });
    // The extract places Saint-Nazaire's court in the Gard: the address is left out, the record's page kept.
    expect(contact('tc-saint-nazaire')).toMatchObject({ street: null, postalCode: null, locality: null });
    expect(contact('tc-saint-nazaire')?.annuaireUrl).toMatch(/^https:\/\/lannuaire\.service-public\.gouv\.fr\//);
    // No record in the extract: no address at all.
    expect(contact('tae-paris')).toBeNull();
    expect(contact('tmc-cayenne')).toBeNull();
    for (const court of data.courts) {
      const postalCode = court.contact?.postalCode;
      if (!postalCode) continue;
      const prefixes = court.departments.map((department) => (/^2[AB]$/.test(department.code) ? '20' : department.code));
      expect(prefixes.some((prefix) => postalCode.startsWith(prefix)), court.slug).toBe(true);
    }
    expect(data.courts.filter((court) => court.contact?.postalCode).length).toBeGreaterThanOrEqual(128);
  });
});

import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIVE_AGREEMENTS } from '@registre/db';
import { ND, isValidSiren, isValidSiret } from '@registre/domain';
import { parseAttachments } from '../../src/acts/act-record';
import { parseBodaccRecord } from '../../src/bodacc/bodacc-record';
import { IDCC_BY_NAF, agreementsOf } from '../../src/generate/agreement-records';
import { NATURE } from '../../src/generate/insolvency';
import { generateRegister, type GeneratedRegister } from '../../src/generate';
import { parseRatiosRecord } from '../../src/ratios/ratios-record';
import { parseRneCompany } from '../../src/rne/parse-rne-company';
import { SIRENE_ESTABLISHMENT_COLUMNS, SIRENE_UNIT_COLUMNS } from '../../src/sirene/sirene-columns';
import { realSample } from '../real-sample';

const require = createRequire(import.meta.url);
const COMPANIES = 5000;
const RULES = realSample('insolvency-rules.yml');

type Row = Record<string, string>;

let dir: string;
let register: GeneratedRegister;
let units: Row[];
let establishments: Row[];
let unitHeader: string[];
let establishmentHeader: string[];

const readCsv = async (path: string) => {
  const text = await readFile(path, 'utf8');
  return { header: text.slice(0, text.indexOf('\n')).split(','), rows: parse(text, { columns: true }) as Row[] };
};
const readLines = async (path: string) =>
  (await readFile(path, 'utf8'))
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
const digest = async (path: string) => createHash('sha256').update(await readFile(path)).digest('hex');
const share = (part: number, whole: number) => part / whole;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'registre-generate-'));
  register = await generateRegister({ companies: COMPANIES, outDir: join(dir, 'full'), seed: 1 });
  ({ header: unitHeader, rows: units } = await readCsv(register.files.sireneUnits));
  ({ header: establishmentHeader, rows: establishments } = await readCsv(register.files.sireneEstablishments));
}, 60_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('generateRegister: determinism', () => {
  it('writes byte-identical files for a seed, other files for another seed, the same Sirene files alone', async () => {
    const run = (name: string, seed: number, include?: Parameters<typeof generateRegister>[0]['include']) =>
      generateRegister({ companies: 300, outDir: join(dir, name), seed, include });
    const [a, b, c, sireneOnly] = await Promise.all([run('a', 3), run('b', 3), run('c', 4), run('sirene-only', 3, ['sirene'])]);
    for (const key of Object.keys(a.files) as Array<keyof GeneratedRegister['files']>) {
      expect(await digest(b.files[key]), key).toBe(await digest(a.files[key]));
      expect(await digest(c.files[key]), key).not.toBe(await digest(a.files[key]));
    }
    expect(b.counts).toEqual(a.counts);
    expect(await digest(sireneOnly.files.sireneUnits)).toBe(await digest(a.files.sireneUnits));
    expect(await digest(sireneOnly.files.sireneEstablishments)).toBe(await digest(a.files.sireneEstablishments));
    expect(await readFile(sireneOnly.files.rne, 'utf8')).toBe('');
    expect(sireneOnly.counts.persons).toBe(0);
  }, 30_000);

  it('writes the same files with a worker thread drawing the Sirene blocks', async () => {
    const run = (name: string, workers: number) =>
      generateRegister({ companies: 2000, outDir: join(dir, name), seed: 5, blockSize: 500, workers, include: ['sirene', 'ratios'] });
    const [alone, together] = await Promise.all([run('one-thread', 0), run('worker', 1)]);
    for (const key of ['sireneUnits', 'sireneEstablishments', 'ratios'] as const) {
      expect(await digest(together.files[key]), key).toBe(await digest(alone.files[key]));
    }
    expect(together.counts).toEqual(alone.counts);
  }, 30_000);
});

describe('generateRegister: Sirene stock files', () => {
  it('uses the current INSEE layouts', () => {
    expect(unitHeader).toEqual([...SIRENE_UNIT_COLUMNS]);
    expect(establishmentHeader).toEqual([...SIRENE_ESTABLISHMENT_COLUMNS]);
    expect(units).toHaveLength(COMPANIES);
    expect(establishments).toHaveLength(register.counts.establishments);
    expect(register.counts.companies).toBe(COMPANIES);
  });

  it('gives every unit a unique valid SIREN and every establishment a unique valid SIRET of its unit', () => {
    const sirens = new Set(units.map((u) => u.siren));
    expect(sirens.size).toBe(COMPANIES);
    expect(units.filter((u) => !isValidSiren(u.siren!))).toEqual([]);
    const sirets = new Set(establishments.map((e) => e.siret));
    expect(sirets.size).toBe(establishments.length);
    expect(establishments.filter((e) => !isValidSiret(e.siret!) || e.siret !== `${e.siren}${e.nic}` || !sirens.has(e.siren!))).toEqual([]);
  });

  it('has about half individual entrepreneurs, then SAS, SARL, SCI and associations', () => {
    const byForm = new Map<string, number>();
    for (const u of units) byForm.set(u.categorieJuridiqueUniteLegale!, (byForm.get(u.categorieJuridiqueUniteLegale!) ?? 0) + 1);
    expect(share(byForm.get('1000') ?? 0, COMPANIES)).toBeGreaterThan(0.45);
    expect(share(byForm.get('1000') ?? 0, COMPANIES)).toBeLessThan(0.55);
    const [sas, sarl, sci, associations] = ['5710', '5499', '6540', '9220'].map((code) => byForm.get(code) ?? 0) as [number, number, number, number];
    expect(sas).toBeGreaterThan(sarl);
    expect(sarl).toBeGreaterThan(Math.max(sci, associations));
    expect(share(Math.min(sci, associations), COMPANIES)).toBeGreaterThan(0.04);
  });

  it('has 20–30 % ceased units, closed after their creation, with all their establishments closed', () => {
    const ceased = units.filter((u) => u.etatAdministratifUniteLegale === 'C');
    expect(share(ceased.length, COMPANIES)).toBeGreaterThan(0.2);
    expect(share(ceased.length, COMPANIES)).toBeLessThan(0.3);
    const ceasedSirens = new Set(ceased.map((u) => u.siren));
    expect(ceased.filter((u) => u.dateCreationUniteLegale! > u.dateDebut!)).toEqual([]);
    expect(establishments.filter((e) => ceasedSirens.has(e.siren) && e.etatAdministratifEtablissement !== 'F')).toEqual([]);
    expect(establishments.filter((e) => e.dateCreationEtablissement! > e.dateDebut!)).toEqual([]);
  });

  it('has 2–4 % non-diffusible units whose personal data reads [ND]', () => {
    const hidden = units.filter((u) => u.statutDiffusionUniteLegale === 'P');
    expect(share(hidden.length, COMPANIES)).toBeGreaterThan(0.02);
    expect(share(hidden.length, COMPANIES)).toBeLessThan(0.04);
    expect(hidden.filter((u) => [u.nomUniteLegale, u.prenom1UniteLegale, u.prenomUsuelUniteLegale, u.sexeUniteLegale].some((v) => v !== ND))).toEqual([]);
    const hiddenSirens = new Set(hidden.map((u) => u.siren));
    const theirs = establishments.filter((e) => hiddenSirens.has(e.siren));
    expect(theirs.filter((e) => e.statutDiffusionEtablissement !== 'P' || e.libelleVoieEtablissement !== ND || !/^\d{5}$/.test(e.codePostalEtablissement!))).toEqual([]);
  });

  it('has at least one establishment per unit, one head office (its nicSiege), and a long tail', () => {
    expect(establishments.length).toBeGreaterThanOrEqual(COMPANIES);
    const headOffices = new Map<string, string>();
    const count = new Map<string, number>();
    let twice = 0;
    for (const e of establishments) {
      count.set(e.siren!, (count.get(e.siren!) ?? 0) + 1);
      if (e.etablissementSiege === 'true') {
        if (headOffices.has(e.siren!)) twice++;
        headOffices.set(e.siren!, e.nic!);
      }
    }
    expect(twice).toBe(0);
    expect(units.filter((u) => headOffices.get(u.siren!) !== u.nicSiegeUniteLegale)).toEqual([]);
    const counts = [...count.values()];
    expect(share(counts.filter((n) => n === 1).length, COMPANIES)).toBeGreaterThan(0.75);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(10);
  });

  it('puts establishments in real communes with one of their postcodes', async () => {
    const communes = JSON.parse(await readFile(require.resolve('@etalab/decoupage-administratif/data/communes.json'), 'utf8')) as Array<{
      code: string;
      type: string;
      codesPostaux?: string[];
    }>;
    const postcodes = new Map(communes.filter((c) => c.type !== 'commune-deleguee' && c.type !== 'commune-associee').map((c) => [c.code, new Set(c.codesPostaux)]));
    expect(establishments.filter((e) => !postcodes.get(e.codeCommuneEtablissement!)?.has(e.codePostalEtablissement!))).toEqual([]);
  });

  it('formats fields as INSEE does', () => {
    const date = /^\d{4}-\d{2}-\d{2}$/;
    const timestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
    const wrong = units.filter(
      (u) =>
        !(u.dateCreationUniteLegale === '' || date.test(u.dateCreationUniteLegale!)) ||
        !(u.dateDernierTraitementUniteLegale === '' || timestamp.test(u.dateDernierTraitementUniteLegale!)) ||
        !['', 'true'].includes(u.unitePurgeeUniteLegale!) ||
        !['O', 'N', ''].includes(u.caractereEmployeurUniteLegale!) ||
        !/^\d{2}\.\d{2}[A-Z]$/.test(u.activitePrincipaleUniteLegale!) ||
        u.nomenclatureActivitePrincipaleUniteLegale !== 'NAFRev2',
    );
    expect(wrong).toEqual([]);
    expect(new Set(establishments.map((e) => e.etablissementSiege))).toEqual(new Set(['true', 'false']));
  });
});

describe('generateRegister: RNE records', () => {
  it('are all read by the RNE importer, with the persons and mandates counted', async () => {
    const records = await readLines(register.files.rne);
    const sirens = new Set(units.map((u) => u.siren));
    const persons = new Set<string>();
    const problems: string[] = [];
    let mandates = 0;
    for (const record of records) {
      const parsed = parseRneCompany(record);
      if (!parsed.ok) throw new Error(`${parsed.reason} ${parsed.detail ?? ''}`);
      if (!sirens.has(parsed.record.company.siren) || parsed.record.skippedPowers > 0) problems.push(parsed.record.company.siren);
      for (const person of parsed.record.persons) {
        persons.add(person.identityKey);
        if (person.legalSiren && !sirens.has(person.legalSiren)) problems.push(person.legalSiren);
      }
      mandates += parsed.record.mandates.length;
    }
    expect(problems).toEqual([]);
    expect(persons.size).toBe(register.counts.persons);
    expect(mandates).toBe(register.counts.mandates);
    // Directors shared between companies, legal-entity directors and auditors.
    expect(mandates).toBeGreaterThan(persons.size);
    const text = await readFile(register.files.rne, 'utf8');
    expect(text).toContain('"typeDePersonne":"ENTREPRISE"');
    expect(text).toContain('"roleEntreprise":"71"');
  });
});

describe('generateRegister: BODACC announcements', () => {
  it('are all read by the BODACC importer, with unique ids and the insolvency rules’ wordings', async () => {
    const records = await readLines(register.files.bodacc);
    expect(records).toHaveLength(register.counts.announcements);
    const sirens = new Set(units.map((u) => u.siren));
    const ids = new Set<string>();
    const insolvent = new Set<string>();
    const natures = new Set<string>(Object.values(NATURE));
    const problems: string[] = [];
    for (const record of records) {
      const parsed = parseBodaccRecord(record);
      if (!parsed.row) throw new Error(`${parsed.reason} ${parsed.detail ?? ''}`);
      if (!sirens.has(parsed.row.siren)) problems.push(parsed.row.sourceId);
      ids.add(parsed.row.sourceId);
      if (record.jugement) {
        insolvent.add(parsed.row.siren);
        const { nature } = JSON.parse(record.jugement as string) as { nature: string };
        if (!natures.has(nature)) problems.push(nature);
      }
    }
    expect(problems).toEqual([]);
    expect(ids.size).toBe(records.length);
    expect(share(insolvent.size, COMPANIES)).toBeGreaterThan(0.01);
    expect(share(insolvent.size, COMPANIES)).toBeLessThan(0.04);
    const families = new Set(records.map((r) => r.familleavis));
    for (const family of ['creation', 'immatriculation', 'modification', 'dpc', 'radiation', 'collective']) expect(families).toContain(family);
  });

  it('uses natures listed in the real insolvency-rules.yml', async () => {
    const rules = await readFile(RULES, 'utf8');
    for (const nature of Object.values(NATURE)) expect(rules).toContain(`nature: "${nature}"`);
  });
});

describe('generateRegister: ratios, trademarks and patents', () => {
  it('writes statements the ratios importer reads, one per company and year, some confidential', async () => {
    const records = await readLines(register.files.ratios);
    expect(records).toHaveLength(register.counts.statements);
    const keys = new Set<string>();
    let confidential = 0;
    for (const record of records) {
      const parsed = parseRatiosRecord(record);
      if (!parsed.row) throw new Error(`${parsed.reason} ${parsed.detail ?? ''}`);
      keys.add(`${parsed.row.siren} ${parsed.row.fiscalYearEnd}`);
      if (parsed.row.confidential) confidential++;
    }
    expect(keys.size).toBe(records.length);
    expect(confidential).toBeGreaterThan(0);
    expect(confidential).toBeLessThan(records.length / 2);
  });

  it('gives trademarks and patents to a few percent of companies, with unique numbers', async () => {
    const sirens = new Set(units.map((u) => u.siren));
    const marks = await readLines(register.files.trademarks);
    const patents = await readLines(register.files.patents);
    expect(marks).toHaveLength(register.counts.trademarks);
    expect(patents).toHaveLength(register.counts.patents);
    expect(new Set(marks.map((m) => m.number)).size).toBe(marks.length);
    expect(new Set(patents.map((p) => p.number)).size).toBe(patents.length);
    const holders = new Set(marks.map((m) => m.holderSiren as string));
    expect(share(holders.size, COMPANIES)).toBeGreaterThan(0.01);
    expect(share(holders.size, COMPANIES)).toBeLessThan(0.08);
    expect([...holders].every((siren) => sirens.has(siren))).toBe(true);
    expect(patents.every((p) => sirens.has(p.applicantSiren as string) && (p.publicationDate as string) > (p.filingDate as string))).toBe(true);
  });
});

describe('generateRegister: deposited acts and collective agreements', () => {
  it('writes attachments answers the acts importer reads, dated within each company’s life', async () => {
    const answers = await readLines(register.files.acts);
    const unitsBySiren = new Map(units.map((u) => [u.siren, u]));
    const ids = new Set<string>();
    let acts = 0;
    let articles = 0;
    for (const answer of answers) {
      const parsed = parseAttachments(answer);
      expect(parsed.rejections).toEqual([]);
      expect(parsed.rows.length).toBeGreaterThan(0);
      for (const act of parsed.rows) {
        const unit = unitsBySiren.get(act.siren);
        if (!unit) throw new Error(`act ${act.sourceId} of an unknown unit ${act.siren}`);
        // Sole traders file no acts; every act is dated between the creation and the closure (or the reference day).
        expect(unit.categorieJuridiqueUniteLegale).not.toBe('1000');
        expect(act.filingDate! >= unit.dateCreationUniteLegale!, `${act.sourceId} ${act.filingDate} < ${unit.dateCreationUniteLegale}`).toBe(true);
        expect(act.filingDate! <= '2025-12-31').toBe(true);
        if (act.actType === 'Statuts constitutifs') articles++;
        ids.add(act.sourceId);
        acts++;
      }
    }
    expect(acts).toBe(register.counts.acts);
    expect(ids.size).toBe(acts);
    expect(share(answers.length, COMPANIES)).toBeGreaterThan(0.15);
    expect(articles).toBeGreaterThan(answers.length / 4);
  });

  it('writes the agreements dataset for open establishments of active employers, with real IDCC numbers', async () => {
    const { header, rows } = await readCsv(register.files.agreements);
    expect(header).toEqual(['MOIS', 'SIRET', 'IDCC', 'DATE_MAJ']);
    expect(rows).toHaveLength(register.counts.agreements);
    const known = new Set(COLLECTIVE_AGREEMENTS.map(([idcc]) => idcc));
    const unitsBySiren = new Map(units.map((u) => [u.siren, u]));
    const establishmentsBySiret = new Map(establishments.map((e) => [e.siret, e]));
    for (const row of rows) {
      expect(known.has(row.IDCC!), row.IDCC).toBe(true);
      const establishment = establishmentsBySiret.get(row.SIRET!);
      const unit = unitsBySiren.get(row.SIRET!.slice(0, 9));
      expect(establishment?.etatAdministratifEtablissement).toBe('A');
      expect(unit?.etatAdministratifUniteLegale).toBe('A');
      expect(unit?.caractereEmployeurUniteLegale).toBe('O');
    }
    expect(new Set(rows.map((row) => row.SIRET!.slice(0, 9))).size).toBeGreaterThan(COMPANIES * 0.05);
  });

  it('pairs activities with their branch agreement (real pairs, every IDCC in the nomenclature)', () => {
    const known = new Set(COLLECTIVE_AGREEMENTS.map(([idcc]) => idcc));
    expect(IDCC_BY_NAF.filter(([, idcc]) => !known.has(idcc))).toEqual([]);
    const company = (code: string, headcountBand = '12') => ({ activity: { code }, headcountBand }) as Parameters<typeof agreementsOf>[0];
    expect(agreementsOf(company('62.01Z'))).toEqual(['1486']);
    expect(agreementsOf(company('56.10C'))).toEqual(['1501']);
    expect(agreementsOf(company('56.10A'))).toEqual(['1979']);
    expect(agreementsOf(company('47.11F'))).toEqual(['2216']);
    expect(agreementsOf(company('43.22A', '02'))).toEqual(['1596']);
    expect(agreementsOf(company('43.22A', '12'))).toEqual(['1597', '2609', '2420']);
    expect(agreementsOf(company('01.11Z'))).toEqual([]);
  });
});

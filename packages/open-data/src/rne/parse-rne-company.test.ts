import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseRneCompany } from './parse-rne-company';
import type { RneCompanyRecord } from './rne-rows';

const FIXTURES = fileURLToPath(new URL('../../test/fixtures/rne/', import.meta.url));

function fixtureLines(name: string): unknown[] {
  return readFileSync(`${FIXTURES}${name}`, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as unknown);
}

function parsed(value: unknown): RneCompanyRecord {
  const result = parseRneCompany(value);
  if (!result.ok) throw new Error(`rejected: ${result.reason}`);
  return result.record;
}

const [sas, soleTrader, association, sci, nonDiffusible] = fixtureLines('companies.jsonl').map(parsed);

describe('parseRneCompany: legal person (SAS)', () => {
  it('reads capital in cents, purpose, registration, minimal identity', () => {
    expect(sas?.company).toMatchObject({
      siren: '901122333',
      denomination: 'ATELIER NUAGE',
      legalCategoryCode: '5710',
      nafCode: '62.01Z',
      creationDate: '2019-03-12',
      diffusionStatus: 'O',
      administrativeStatus: 'A',
      shareCapitalCents: 1500050,
      capitalCurrency: 'EUR',
      corporatePurpose: 'Conception et édition de logiciels imaginaires, conseil en nuages numériques',
      rcsRegistrationDate: '2019-03-12',
      mandatesChangedOn: '2022-06-30',
      lastName: null,
    });
  });

  it('turns each power into a person and a mandate', () => {
    expect(sas?.mandates.map((m) => [m.identityKey, m.roleCode, m.startDate, m.isCurrent])).toEqual([
      ['natural:marchand|elodie anne|1980-06', '73', null, true],
      ['natural:roussel|jean pierre|1975-03', '53', '2021-09-01', true],
      ['legal:901122382', '70', null, true],
      ['legal:901122390', '71', null, true],
      ['natural:ferrand|lucie|1992-12', '999', null, true],
    ]);
    const president = sas?.persons[0];
    expect(president).toMatchObject({ kind: 'natural', lastName: 'MARCHAND', firstNames: 'ÉLODIE ANNE', birthYear: 1980, birthMonth: 6, nationality: 'Française', diffusible: true, slug: 'elodie-anne-marchand' });
    expect(sas?.persons[3]).toMatchObject({ kind: 'legal', legalSiren: '901122390', denomination: 'CABINET AUDIT LUMIÈRE', firstNames: null });
  });

  it('never keeps the day of a full birth date', () => {
    const director = sas?.persons.find((p) => p.lastName === 'ROUSSEL');
    expect(director).toMatchObject({ birthYear: 1975, birthMonth: 3 });
    expect(JSON.stringify(director)).not.toContain('14');
  });
});

describe('parseRneCompany: other kinds', () => {
  it('makes the sole trader a company with names and an entrepreneur mandate', () => {
    expect(soleTrader?.company).toMatchObject({ siren: '901122341', denomination: null, lastName: 'DELAUNAY', firstNames: 'MARC', legalCategoryCode: '1000', creationDate: '2021-04-06', rcsRegistrationDate: null });
    expect(soleTrader?.mandates).toEqual([{ identityKey: 'natural:delaunay|marc|1990-11', roleCode: '101', roleLabel: null, startDate: '2021-04-06', endDate: null, isCurrent: true }]);
  });

  it('reads an association and an SCI, whose manager is the SAS president', () => {
    expect(association?.company).toMatchObject({ legalCategoryCode: '9220', shareCapitalCents: null, corporatePurpose: expect.stringContaining('canal') });
    expect(association?.mandates.map((m) => m.roleCode)).toEqual(['205', '110']);
    expect(sci?.company).toMatchObject({ legalCategoryCode: '6540', shareCapitalCents: 100000 });
    expect(sci?.mandates[0]?.identityKey).toBe(sas?.mandates[0]?.identityKey);
    expect(sci?.mandates[1]).toMatchObject({ identityKey: 'legal:901122333', roleCode: '75' });
  });

  it('hides the names of a non-diffusible sole trader and marks the person non-diffusible', () => {
    expect(nonDiffusible?.company).toMatchObject({ diffusionStatus: 'P', lastName: null, firstNames: null, usageName: null });
    expect(nonDiffusible?.persons[0]).toMatchObject({ diffusible: false, birthYear: 1985, birthMonth: 2 });
  });

  it('treats diffusionCommerciale false alone as non-diffusible', () => {
    const record = structuredClone(fixtureLines('companies.jsonl')[1]) as { formality: { diffusionCommerciale: boolean } };
    record.formality.diffusionCommerciale = false;
    expect(parsed(record).company.diffusionStatus).toBe('P');
  });

  it('leaves a société diffusible with diffusionCommerciale false: its directors stay public', () => {
    const record = structuredClone(fixtureLines('companies.jsonl')[0]) as { formality: { diffusionCommerciale: boolean } };
    record.formality.diffusionCommerciale = false;
    const societe = parsed(record);
    expect(societe.company.diffusionStatus).toBe('O');
    expect(societe.persons.filter((person) => person.kind === 'natural').every((person) => person.diffusible)).toBe(true);
  });
});

describe('parseRneCompany: newer record', () => {
  it('dates the removal of a director from the history', () => {
    const [newer] = fixtureLines('companies-newer.jsonl').map(parsed);
    expect(newer?.company.mandatesChangedOn).toBe('2025-03-01');
    expect(newer?.company.shareCapitalCents).toBe(2000000);
    expect(newer?.mandates.some((m) => m.roleCode === '53')).toBe(false);
  });

  it('ends an inactive power on the latest event that names it', () => {
    const record = structuredClone(fixtureLines('companies-newer.jsonl')[0]) as {
      formality: { content: { personneMorale: { composition: { pouvoirs: Array<Record<string, unknown>> } } } };
    };
    const powers = record.formality.content.personneMorale.composition.pouvoirs;
    powers.push({ ...structuredClone(powers[0]), representantId: 'rep-sas-dg', roleEntreprise: '53', actif: false });
    const inactive = parsed(record).mandates.find((m) => m.roleCode === '53');
    expect(inactive).toMatchObject({ isCurrent: false, endDate: '2025-03-01' });
  });
});

describe('parseRneCompany: rejects', () => {
  it('names the reason', () => {
    const [, , invalid, , missing] = readFileSync(`${FIXTURES}rejects.jsonl`, 'utf8').split('\n');
    expect(parseRneCompany(JSON.parse(invalid ?? ''))).toEqual({ ok: false, reason: 'invalid-siren', detail: '901122334' });
    expect(parseRneCompany(JSON.parse(missing ?? ''))).toEqual({ ok: false, reason: 'missing-siren' });
    expect(parseRneCompany([1])).toEqual({ ok: false, reason: 'not-an-object' });
    expect(parseRneCompany({ siren: '901122333', formality: { siren: '901122341', content: {} } })).toMatchObject({ ok: false, reason: 'siren-mismatch' });
    expect(parseRneCompany({ siren: '901122333', formality: { content: {} } })).toMatchObject({ ok: false, reason: 'missing-content' });
  });
});

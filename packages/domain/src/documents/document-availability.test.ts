import { describe, expect, it } from 'vitest';
import { documentAvailability, type CompanyDocumentFacts } from './document-availability';
import { DOCUMENT_KINDS, findDocumentKind, type DocumentKind } from './document-kinds';
import { DOCUMENT_REQUIREMENTS } from './document-requirement';

const company: CompanyDocumentFacts = {
  legalFormGroup: 'company',
  closed: false,
  diffusible: true,
  hasHeadOffice: true,
  hasActivityCode: true,
  financialStatements: 3,
  publicFinancialStatements: 3,
  depositedActs: 2,
  trademarks: 1,
  patents: 1,
  announcements: 4,
  insolvencyProceedings: 1,
  establishments: 2,
  representatives: 2,
  collectiveAgreements: 1,
};

function kindOf(id: string): DocumentKind {
  const found = findDocumentKind(id);
  if (!found) throw new Error(`no kind ${id}`);
  return found;
}

describe('document catalogue', () => {
  it('has one entry per order kind, with unique ids, a label key and at least one format', () => {
    expect(DOCUMENT_KINDS.length).toBeGreaterThanOrEqual(35);
    expect(new Set(DOCUMENT_KINDS.map((k) => k.id)).size).toBe(DOCUMENT_KINDS.length);
    for (const entry of DOCUMENT_KINDS) {
      expect(entry.labelKey).toBe(`documents:kinds.${entry.id}`);
      expect(entry.formats.length).toBeGreaterThan(0);
      for (const requirement of entry.requires) expect(DOCUMENT_REQUIREMENTS).toContain(requirement);
    }
  });

  it('lists the order kinds of the specification', () => {
    for (const id of ['vat-numbers', 'eori-numbers', 'kbis', 'balance-sheets', 'acts', 'brands', 'patents', 'commercial-advertisements', 'insolvency-proceeding-list', 'financial-outstandings', 'letters']) {
      expect(findDocumentKind(id), id).toBeDefined();
    }
    expect(findDocumentKind('nope')).toBeUndefined();
  });
});

describe('documentAvailability', () => {
  it('makes every generated kind available for a complete, active company', () => {
    for (const entry of DOCUMENT_KINDS.filter((k) => k.generated)) {
      expect(documentAvailability(entry, company), entry.id).toEqual({ available: true, reason: null, official: false });
    }
  });

  it('needs the official provider for a kind that cannot be generated', () => {
    const quotation = kindOf('bank-of-france-quotations');
    expect(documentAvailability(quotation, company)).toEqual({ available: false, reason: 'provider-not-configured', official: false });
    expect(documentAvailability(quotation, company, new Set(['banque-de-france']))).toEqual({ available: true, reason: null, official: true });
    expect(documentAvailability(kindOf('modification-history'), company, new Set(['infogreffe'])).official).toBe(true);
    // Only the greffes deliver a Kbis: ours is an information sheet, whatever is configured.
    expect(documentAvailability(kindOf('kbis'), company, new Set(['infogreffe'])).official).toBe(false);
  });

  it('refuses a Kbis to an individual company, a non-profit body, a closed or non-diffusible company', () => {
    const kbis = kindOf('kbis');
    expect(documentAvailability(kbis, { ...company, legalFormGroup: 'individual' }).reason).toBe('individual-company');
    expect(documentAvailability(kbis, { ...company, legalFormGroup: 'non-profit' }).reason).toBe('non-profit-organisation');
    expect(documentAvailability(kbis, { ...company, closed: true }).reason).toBe('company-closed');
    expect(documentAvailability(kbis, { ...company, diffusible: false }).reason).toBe('non-diffusible');
  });

  it('tells accounts never filed from accounts filed confidential', () => {
    const sheets = kindOf('balance-sheets');
    expect(documentAvailability(sheets, { ...company, financialStatements: 0, publicFinancialStatements: 0 }).reason).toBe('no-accounts-filed');
    expect(documentAvailability(sheets, { ...company, financialStatements: 2, publicFinancialStatements: 0 }).reason).toBe('confidential-accounts');
    expect(documentAvailability(sheets, { ...company, financialStatements: 2, publicFinancialStatements: 1 }).available).toBe(true);
  });

  it.each([
    ['brands', 'trademarks', 'no-trademarks'],
    ['patents-list', 'patents', 'no-patents'],
    ['acts', 'depositedActs', 'no-acts-filed'],
    ['commercial-advertisements-list', 'announcements', 'no-announcements'],
    ['insolvency-proceeding-list', 'insolvencyProceedings', 'no-insolvency-proceedings'],
    ['establishments-list', 'establishments', 'no-establishments'],
    ['representative-synthesis', 'representatives', 'no-representatives'],
    ['collective-agreements', 'collectiveAgreements', 'no-collective-agreements'],
  ] as const)('%s needs %s (%s)', (id, field, reason) => {
    expect(documentAvailability(kindOf(id), { ...company, [field]: 0 }, new Set(['inpi'])).reason).toBe(reason);
  });

  it('builds an EORI number from the SIREN alone, and needs an activity code for an APE notice', () => {
    expect(documentAvailability(kindOf('eori-numbers'), { ...company, hasHeadOffice: false }).available).toBe(true);
    expect(documentAvailability(kindOf('ape-codes'), { ...company, hasActivityCode: false }).reason).toBe('no-activity-code');
  });

  it('gives the first unmet requirement in the order the kind lists them', () => {
    const acts = kindOf('acts');
    expect(documentAvailability(acts, { ...company, legalFormGroup: 'individual', depositedActs: 0 }).reason).toBe('individual-company');
  });
});

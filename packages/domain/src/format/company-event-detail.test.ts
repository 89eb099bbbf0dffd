import { describe, expect, it } from 'vitest';
import { companyEventDetail, formatCapitalCents } from './company-event-detail';

const NNBSP = '\u202F';
const NBSP = '\u00A0';

describe('formatCapitalCents', () => {
  it('gives whole euros without cents, and the cents when there are some', () => {
    expect(formatCapitalCents('1000000')).toBe(`10${NNBSP}000${NBSP}€`);
    expect(formatCapitalCents('1500050', 'EUR')).toBe(`15${NNBSP}000,50${NBSP}€`);
    expect(formatCapitalCents('100')).toBe(`1${NBSP}€`);
    expect(formatCapitalCents('123456789012345600')).toBe(`1${NNBSP}234${NNBSP}567${NNBSP}890${NNBSP}123${NNBSP}456${NBSP}€`);
  });

  it('writes another currency the French way, and an unknown code after the amount', () => {
    expect(formatCapitalCents('500000', 'usd')).toBe(`5${NNBSP}000${NBSP}$US`);
    expect(formatCapitalCents('500000', 'FRANCS')).toBe(`5${NNBSP}000${NBSP}FRANCS`);
  });

  it('uses no-break spaces with plainSpaces, and gives a value that is not cents as it is', () => {
    expect(formatCapitalCents('1000000', null, { plainSpaces: true })).toBe(`10${NBSP}000${NBSP}€`);
    expect(formatCapitalCents('12,5')).toBe('12,5');
  });
});

describe('companyEventDetail', () => {
  it('reads a capital change in euros', () => {
    expect(companyEventDetail({ kind: 'capital_changed', before: '1000000', after: '5000000', label: null, currency: 'EUR' })).toBe(
      `10${NNBSP}000${NBSP}€ → 50${NNBSP}000${NBSP}€`,
    );
    expect(companyEventDetail({ kind: 'capital_changed', before: null, after: '5000000', label: null }, { plainSpaces: true })).toBe(`— → 50${NBSP}000${NBSP}€`);
  });

  it('gives other values as they are, a label first, and nothing for an event without detail', () => {
    expect(companyEventDetail({ kind: 'renamed', before: 'ATELIER A', after: 'ATELIER B', label: null })).toBe('ATELIER A → ATELIER B');
    // A number in a name is not a capital.
    expect(companyEventDetail({ kind: 'head_office_moved', before: '75001 Paris', after: '69002 Lyon', label: null })).toBe('75001 Paris → 69002 Lyon');
    expect(companyEventDetail({ kind: 'director_appointed', before: null, after: null, label: 'CLAIRE FONTAINE – Directeur général délégué' })).toBe(
      'CLAIRE FONTAINE – Directeur général délégué',
    );
    expect(companyEventDetail({ kind: 'closed', before: null, after: null, label: null })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

describe('slugify', () => {
  it('lower-cases, removes accents and joins words with dashes', () => {
    expect(slugify('Électricité de France')).toBe('electricite-de-france');
    expect(slugify('TOTALENERGIES SE')).toBe('totalenergies-se');
    expect(slugify("L'Oréal")).toBe('l-oreal');
    expect(slugify('Société Générale')).toBe('societe-generale');
    expect(slugify('Ça & Là — Crème brûlée')).toBe('ca-la-creme-brulee');
  });

  it('spells out ligatures and special letters', () => {
    expect(slugify('Cœur Œuvre')).toBe('coeur-oeuvre');
    expect(slugify('Lætitia Straße')).toBe('laetitia-strasse');
  });

  it('keeps digits and trims dashes', () => {
    expect(slugify('  --3M France (SAS)-- ')).toBe('3m-france-sas');
    expect(slugify('SCI du 12 rue Pasteur')).toBe('sci-du-12-rue-pasteur');
  });

  it('gives only lower-case ASCII letters, digits and single dashes', () => {
    const slug = slugify('Ångström ♥ Ünïcödé 日本 ﬁnance №1');
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(slug).toBe('angstrom-unicode-finance-no1');
  });

  it('returns an empty slug when nothing is left', () => {
    expect(slugify('')).toBe('');
    expect(slugify('[ND]')).toBe('nd');
    expect(slugify('日本')).toBe('');
  });

  it('cuts long names at a word boundary', () => {
    const slug = slugify('Association pour le développement des relations internationales et culturelles de la région', 40);
    expect(slug).toBe('association-pour-le-developpement-des');
    expect(slug.length).toBeLessThanOrEqual(40);
    expect(slugify('a'.repeat(100), 10)).toBe('aaaaaaaaaa');
    expect(slugify('abcde fghij', 5)).toBe('abcde');
  });
});

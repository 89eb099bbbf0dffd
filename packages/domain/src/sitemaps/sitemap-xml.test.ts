import { describe, expect, it } from 'vitest';
import { companyPath } from '../company/company-path';
import { indexableCompanyName } from '../company/is-indexable-company';
import { sitemapFilePath } from './sitemap-paths';
import { escapeXml, sitemapIndexEntry, sitemapLoc, sitemapUrlEntry } from './sitemap-xml';

describe('sitemap XML', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(escapeXml('plain')).toBe('plain');
  });

  it('writes plain paths as they are and percent-encodes, then escapes, the others', () => {
    const origin = escapeXml('https://www.registre-clair.fr');
    expect(sitemapLoc(origin, '/entreprises/552081317/danone')).toBe('https://www.registre-clair.fr/entreprises/552081317/danone');
    expect(sitemapLoc(origin, "/dirigeants/4/o'brien-&-fils")).toBe('https://www.registre-clair.fr/dirigeants/4/o&apos;brien-&amp;-fils');
    expect(sitemapLoc(origin, '/dirigeants/4/élodie dupont')).toBe('https://www.registre-clair.fr/dirigeants/4/%C3%A9lodie%20dupont');
  });

  it('writes url and sitemap entries, lastmod only when known', () => {
    expect(sitemapUrlEntry('https://x.fr/a', '2026-01-31')).toBe('<url><loc>https://x.fr/a</loc><lastmod>2026-01-31</lastmod></url>\n');
    expect(sitemapUrlEntry('https://x.fr/a')).toBe('<url><loc>https://x.fr/a</loc></url>\n');
    expect(sitemapIndexEntry('https://x.fr/s.xml', null)).toBe('<sitemap><loc>https://x.fr/s.xml</loc></sitemap>\n');
    expect(sitemapFilePath('directors', 12)).toBe('/sitemaps/directors/12.xml');
  });
});

describe('company page URL and indexability', () => {
  const base = { diffusion_status: 'O', legal_category_code: '5710', denomination: "L'ÉCOLE & FILS", usual_names: null, last_name: null, usage_name: null, first_names: null };

  it('builds the canonical path from the shown name', () => {
    expect(companyPath('552081317', "L'ÉCOLE & FILS")).toBe('/entreprises/552081317/l-ecole-fils');
    expect(companyPath('552081317', '***')).toBe('/entreprises/552081317/entreprise');
  });

  it('indexes diffusible companies with a name, never [ND] ones', () => {
    expect(indexableCompanyName(base)).toBe("L'ÉCOLE & FILS");
    expect(indexableCompanyName({ ...base, diffusion_status: 'P' })).toBeNull();
    expect(indexableCompanyName({ ...base, diffusion_status: 'N' })).toBeNull();
    expect(indexableCompanyName({ ...base, denomination: null })).toBeNull();
    expect(indexableCompanyName({ ...base, legal_category_code: '1000', denomination: null, last_name: 'Durand', first_names: 'Claire' })).toBe('CLAIRE DURAND');
  });
});

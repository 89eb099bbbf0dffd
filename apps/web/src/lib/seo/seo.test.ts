import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '../auth/auth-routes';
import { pageSeoMetadata } from './page-seo-metadata';
import { hasGeneratedImage, hasSeoTags, isNoIndexPath } from './seo-rules';
import { absoluteUrl, siteOrigin } from './site-origin';
import { breadcrumbListJsonLd, serializeJsonLd, webSiteJsonLd } from './structured-data';

const origin = 'https://www.registre-clair.fr';

describe('SEO rules by path pattern', () => {
  it('keeps robots off the account, payment and order pages', () => {
    for (const path of ['/mon-compte', '/payment', '/successful-payment-kbis', '/login?redirect=/x', '/register', '/commandes/42', '/forgot-password', '/password-reset/abc', '/verify-email']) {
      expect(isNoIndexPath(path), path).toBe(true);
      expect(hasSeoTags(path), path).toBe(false);
    }
    // Every page of the account route group is covered by the rule its layout applies.
    for (const path of [ACCOUNT_PATHS.login, ACCOUNT_PATHS.register, ACCOUNT_PATHS.forgotPassword, ACCOUNT_PATHS.verifyEmail, ACCOUNT_PATHS.account]) {
      expect(isNoIndexPath(path), path).toBe(true);
    }
  });

  it('indexes the public pages, whatever their slugs contain', () => {
    for (const path of ['/', '/resultats', '/entreprises/552081317/login-consulting', '/dirigeants/jean-dupont/register', '/extrait-kbis']) {
      expect(isNoIndexPath(path), path).toBe(false);
    }
  });

  it('gives a public page its canonical URL and social tags, a private one noindex only', () => {
    expect(pageSeoMetadata({ path: '/extrait-kbis', title: 'Extrait Kbis', description: 'Obtenir un Kbis' }, origin)).toEqual({
      robots: { index: true, follow: true },
      alternates: { canonical: `${origin}/extrait-kbis` },
      openGraph: { type: 'website', url: `${origin}/extrait-kbis`, siteName: 'Registre Clair', locale: 'fr_FR', title: 'Extrait Kbis', description: 'Obtenir un Kbis' },
      twitter: { card: 'summary', title: 'Extrait Kbis', description: 'Obtenir un Kbis' },
    });
    expect(pageSeoMetadata({ path: '/commandes/12', title: 'Commande' }, origin)).toEqual({ robots: { index: false, follow: false } });
  });

  it('shares a company page as a large card and leaves its image to the route (opengraph-image)', () => {
    const metadata = pageSeoMetadata({ path: '/entreprises/552081317/danone', title: 'DANONE' }, origin);
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
    expect(metadata.openGraph).not.toHaveProperty('images');
    expect(metadata.twitter).not.toHaveProperty('images');
    expect(hasGeneratedImage('/entreprises/552081317/danone?x=1')).toBe(true);
    for (const path of ['/entreprises/552081317', '/entreprises/55208131/danone', '/entreprises/552081317/danone/extra', '/dirigeants/1/jean']) {
      expect(hasGeneratedImage(path), path).toBe(false);
    }
  });

  it('reads the site origin from SITE_URL, localhost by default', () => {
    expect(siteOrigin({})).toBe('http://localhost:3000');
    expect(siteOrigin({ SITE_URL: 'https://www.registre-clair.fr/' })).toBe(origin);
    expect(() => siteOrigin({ SITE_URL: 'not a url' })).toThrow('SITE_URL');
    expect(absoluteUrl('/resultats?q=x#top', origin)).toBe(`${origin}/resultats`);
  });
});

describe('structured data', () => {
  it('describes the site search action', () => {
    expect(webSiteJsonLd(origin)).toMatchObject({
      '@type': 'WebSite',
      url: `${origin}/`,
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${origin}/resultats?q={search_term_string}` }, 'query-input': 'required name=search_term_string' },
    });
  });

  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    expect(breadcrumbListJsonLd([{ name: 'Accueil', path: '/' }, { name: 'DANONE', path: '/entreprises/552032534/danone' }], origin)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'DANONE', item: `${origin}/entreprises/552032534/danone` },
      ],
    });
  });

  it('cannot be closed early by a name holding </script>', () => {
    const json = serializeJsonLd(breadcrumbListJsonLd([{ name: '</script><script>alert(1)</script>', path: '/' }], origin));
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toMatchObject({ itemListElement: [{ name: '</script><script>alert(1)</script>' }] });
  });
});

import type { Metadata } from 'next';
import { getT } from '@/i18n/get-t';
import { pageSeoMetadata } from '@/lib/seo/page-seo-metadata';

type PageKey = 'about' | 'contact' | 'faq' | 'careers' | 'newsroom' | 'pressKit' | 'accounting' | 'academy';

/** A page of the site's own: its title and description (from `site-pages`), canonical URL and Open Graph tags. */
export function sitePageMetadata(path: string, page: PageKey, keys: { title: string; description: string } = { title: 'seoTitle', description: 'seoDescription' }): Metadata {
  // The keys are checked by the types of the locale file at each call site's page; i18next cannot type a composed key.
  const t = getT('site-pages') as unknown as (key: string) => string;
  const title = t(`${page}.${keys.title}`);
  const description = t(`${page}.${keys.description}`);
  return { title, description, ...pageSeoMetadata({ path, title, description }) };
}

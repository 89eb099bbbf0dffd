import { formatCompanyId, isNotDiffused, type CompanyIdentity } from '@registre/domain';
import type { Metadata } from 'next';
import { getT } from '@/i18n/get-t';
import { pageSeoMetadata } from '@/lib/seo/page-seo-metadata';
import { NOINDEX_ROBOTS } from '@/lib/seo/seo-rules';
import { absoluteUrl } from '@/lib/seo/site-origin';
import type { CompanyRecordsSlug } from './company-records-kinds';
import { companyRecordsHref } from './company-records-page-param';

/**
 * Title, description, canonical URL and robots of one page of a per-company list, from the data:
 * "Marques de ACME — SIREN 552 081 317 — page 2", "ACME (SIREN …, Lyon) : 25 marques déposées…".
 * Non-diffusible companies are `noindex`.
 */
export function companyRecordsMetadata(slug: CompanyRecordsSlug, company: CompanyIdentity, total: number, page: number): Metadata {
  const t = getT('company-records');
  const siren = formatCompanyId(company.siren);
  const base = t(`kinds.${slug}.title`, { name: company.name, siren });
  const title = page > 1 ? `${base} — ${t('pageSuffix', { page })}` : base;
  const city = company.head_office?.city;
  const place = city && !isNotDiffused(city) ? t('inCity', { city }) : '';
  const description = t(`kinds.${slug}.description`, { count: total, name: company.name, siren, place });
  const path = companyRecordsHref(slug, company.siren, page);
  const seo = pageSeoMetadata({ path, title, description });
  // Each page of a list is its own canonical (page 2 holds other entries than page 1): keep `?page=N`.
  const canonical = page > 1 ? { alternates: { canonical: `${absoluteUrl(path)}?page=${page}` } } : {};
  return { title, description, ...seo, ...canonical, ...(company.is_diffusible ? {} : { robots: NOINDEX_ROBOTS }) };
}

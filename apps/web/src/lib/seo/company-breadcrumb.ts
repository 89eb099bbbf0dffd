import { getT } from '@/i18n/get-t';
import { breadcrumbListJsonLd, type JsonLdObject } from './structured-data';

/** A company page's breadcrumb for search engines: Accueil › {company name}. */
export function companyBreadcrumbJsonLd(companyName: string, companyPagePath: string): JsonLdObject {
  const t = getT('breadcrumbs');
  return breadcrumbListJsonLd([
    { name: t('home'), path: '/' },
    { name: companyName, path: companyPagePath },
  ]);
}

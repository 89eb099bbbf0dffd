import type { DataHubList } from '@registre/domain';
import { brand } from '@/config/brand';
import { absoluteUrl, siteOrigin } from '@/lib/seo/site-origin';
import type { JsonLdObject } from '@/lib/seo/structured-data';

/** A list of the hub as a schema.org Dataset: its criteria, the days it covers, when it was computed, its sources. */
export function dataHubListJsonLd(list: DataHubList, title: string, criteria: string, path: string, origin: string = siteOrigin()): JsonLdObject {
  const url = absoluteUrl(path, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: title,
    description: criteria,
    url,
    inLanguage: 'fr-FR',
    isAccessibleForFree: true,
    dateModified: list.computedAt,
    ...(list.period ? { temporalCoverage: `${list.period.from}/${list.period.to}` } : {}),
    creator: { '@type': 'Organization', name: brand.name, url: `${origin}/` },
    isBasedOn: ['https://www.sirene.fr/', 'https://data.inpi.fr/', 'https://www.bodacc.fr/'],
  };
}

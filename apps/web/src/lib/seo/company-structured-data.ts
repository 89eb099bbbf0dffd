import { isNotDiffused, type CompanyProfile } from '@registre/domain';
import type { FaqItem } from '../company/company-faq';
import { absoluteUrl, siteOrigin } from './site-origin';
import type { JsonLdObject } from './structured-data';

const CONTEXT = 'https://schema.org';

const shown = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '' && !isNotDiffused(value);

/** The company as a schema.org Organization: name, identifiers, head-office address, founding (and dissolution) date. */
export function companyOrganizationJsonLd(profile: CompanyProfile, pagePath: string, origin: string = siteOrigin()): JsonLdObject {
  const office = profile.head_office;
  const identifiers = [
    { '@type': 'PropertyValue', propertyID: 'SIREN', value: profile.siren },
    ...(office ? [{ '@type': 'PropertyValue', propertyID: 'SIRET', value: office.siret }] : []),
  ];
  const address =
    office && (shown(office.city) || shown(office.postcode))
      ? {
          '@type': 'PostalAddress',
          ...(shown(office.address) ? { streetAddress: office.address } : {}),
          ...(shown(office.postcode) ? { postalCode: office.postcode } : {}),
          ...(shown(office.city) ? { addressLocality: office.city } : {}),
          addressCountry: 'FR',
        }
      : null;
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${absoluteUrl(pagePath, origin)}#organisation`,
    url: absoluteUrl(pagePath, origin),
    name: profile.name,
    ...(shown(profile.sigle) ? { alternateName: profile.sigle } : {}),
    identifier: identifiers,
    ...(shown(profile.vat_number) ? { vatID: profile.vat_number } : {}),
    ...(profile.naf?.label ? { description: profile.naf.label } : {}),
    ...(address ? { address } : {}),
    ...(profile.creation_date ? { foundingDate: profile.creation_date } : {}),
    ...(profile.status === 'closed' && profile.closure_date ? { dissolutionDate: profile.closure_date } : {}),
  };
}

/** The FAQ section as a schema.org FAQPage. */
export function faqPageJsonLd(items: readonly FaqItem[]): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
  };
}

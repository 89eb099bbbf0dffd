import { organizationJsonLd, webSiteJsonLd } from '@/lib/seo/structured-data';
import { JsonLd } from './json-ld';

/** The home page's structured data: the organisation, and the site with its search action. */
export function HomeStructuredData() {
  return <JsonLd data={[organizationJsonLd(), webSiteJsonLd()]} />;
}

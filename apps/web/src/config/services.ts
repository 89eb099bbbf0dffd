import { PRODUCT_PAGES, SERVICE_TYPES, type ProductSlug, type ServiceType } from './product-pages';

/** One service of /services: a product page, or the director search. */
export interface ServiceEntry {
  id: ProductSlug | 'dirigeants';
  type: ServiceType;
  href: string;
}

/** The director search is a service of its own (research); the header's compact menu leaves it out. */
const DIRECTOR_SEARCH: ServiceEntry = { id: 'dirigeants', type: 'research', href: '/dirigeants' };

/** Every service, product pages first in the specification's order. */
export const SERVICES: readonly ServiceEntry[] = [
  ...PRODUCT_PAGES.map((page): ServiceEntry => ({ id: page.slug, type: page.serviceType, href: `/${page.slug}` })),
  DIRECTOR_SEARCH,
];

export interface ServiceGroup {
  type: ServiceType;
  services: ServiceEntry[];
}

/**
 * Services grouped by type, in the order of `SERVICE_TYPES`; `compact` (the header menu) leaves
 * the director search out. Types with no service are skipped.
 */
export function servicesByType(options: { compact?: boolean; type?: ServiceType } = {}): ServiceGroup[] {
  return SERVICE_TYPES.filter((type) => options.type === undefined || options.type === type)
    .map((type) => ({
      type,
      services: SERVICES.filter((service) => service.type === type && !(options.compact && service.id === DIRECTOR_SEARCH.id)),
    }))
    .filter((group) => group.services.length > 0);
}

export function isServiceType(value: string): value is ServiceType {
  return (SERVICE_TYPES as readonly string[]).includes(value);
}

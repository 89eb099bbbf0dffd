import { createInstance, type i18n } from 'i18next';
import { brand } from '@/config/brand';
import { LOCALE } from './locale';
import type { FrenchResources, Namespace } from './resources';

/**
 * A synchronous French i18next instance over the given namespaces. The server uses every
 * namespace (i18n-instance.ts); client components build one over the few they need, so a
 * browser bundle only carries those texts.
 */
export function createFrenchI18n(resources: Partial<FrenchResources>, defaultNS: Namespace = 'common'): i18n {
  const instance = createInstance();
  // Resources are in memory and `initAsync: false` makes init synchronous: `t` is usable as soon
  // as this module is evaluated, with no await that could make a page dynamic.
  void instance.init({
    lng: LOCALE,
    fallbackLng: LOCALE,
    supportedLngs: [LOCALE],
    resources: { [LOCALE]: resources },
    ns: Object.keys(resources) as Namespace[],
    defaultNS,
    initAsync: false,
    returnNull: false,
    interpolation: {
      // React escapes what it renders, and metadata is escaped by Next: escaping here would
      // show "&amp;" in company names such as "DUPONT & FILS".
      escapeValue: false,
      defaultVariables: { brand: brand.name },
    },
  });
  return instance;
}

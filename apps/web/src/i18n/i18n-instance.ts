import { createInstance, type i18n } from 'i18next';
import { brand } from '@/config/brand';
import { LOCALE } from './locale';
import { frenchResources, type Namespace } from './resources';

function createFrenchInstance(): i18n {
  const instance = createInstance();
  // Resources are in memory and `initAsync: false` makes init synchronous: `t` is usable as soon
  // as this module is evaluated, with no await that could make a page dynamic.
  void instance.init({
    lng: LOCALE,
    fallbackLng: LOCALE,
    supportedLngs: [LOCALE],
    resources: { [LOCALE]: frenchResources },
    ns: Object.keys(frenchResources) as Namespace[],
    defaultNS: 'common',
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

/** One i18next instance per server process, shared by every request (all state is static). */
export const i18nInstance: i18n = createFrenchInstance();

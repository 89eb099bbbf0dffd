import 'i18next';
import type { FrenchResources } from './resources';

/** Typed keys: `t('seo.title')` fails to compile if the key is missing from the French files. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: FrenchResources;
    defaultVariables: { brand: string };
  }
}

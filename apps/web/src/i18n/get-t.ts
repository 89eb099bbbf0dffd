import type { TFunction } from 'i18next';
import { i18nInstance } from './i18n-instance';
import { LOCALE } from './locale';
import type { Namespace } from './resources';

/**
 * A French `t` for server components and metadata. The first namespace is the default one;
 * the others are reached with a prefix (`t('errors:notFound.title')`).
 *
 * Synchronous on purpose: resources are bundled, so nothing here reads the request and pages
 * stay static or ISR when their data allows it.
 */
export function getT<const N extends Namespace | readonly [Namespace, ...Namespace[]]>(ns: N): TFunction<N> {
  return i18nInstance.getFixedT(LOCALE, ns) as TFunction<N>;
}

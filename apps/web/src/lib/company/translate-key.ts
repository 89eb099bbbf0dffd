import type { TFunction } from 'i18next';
import type { Namespace } from '@/i18n/resources';

/** A translator over keys only known at run time (`insolvency.kinds.${kind}`). */
type LooseTranslate = (key: string, options: { defaultValue: string } & Record<string, unknown>) => string;

/**
 * The text of a key built from data, or `fallback` when the locale files have none: a code the
 * API adds later still shows, as itself, instead of a raw key.
 */
export function translateKey<N extends Namespace>(t: TFunction<N>, key: string, fallback: string, values: Record<string, unknown> = {}): string {
  // Typed `t` only accepts literal keys; this key is built from an API code, with a fallback.
  return (t as unknown as LooseTranslate)(key, { ...values, defaultValue: fallback });
}

import type { TFunction } from 'i18next';
import type { Namespace } from '@/i18n/resources';
import { translateKey } from './translate-key';

/** A trademark's status in French ("filed" → "Déposée"); a status the locale files lack shows as itself; null stays null. */
export function brandStatusLabel<N extends Namespace>(t: TFunction<N>, status: string | null): string | null {
  return status === null ? null : translateKey(t, `company:brands.statuses.${status}`, status);
}

import { formatDateFr, type DirectorRole } from '@registre/domain';
import type { TFunction } from 'i18next';

/** A mandate's dates in words: "depuis le 3 mars 2015", "du 1er juin 2010 au 2 mai 2018", … */
export function mandateDatesLabel(role: Pick<DirectorRole, 'start_date' | 'end_date' | 'is_current'>, t: TFunction<'director'>): string {
  const start = role.start_date ? formatDateFr(role.start_date) : null;
  const end = role.end_date ? formatDateFr(role.end_date) : null;
  if (start && end) return t('mandates.fromTo', { start, end });
  if (start) return role.is_current ? t('mandates.since', { date: start }) : t('mandates.from', { start });
  if (end) return t('mandates.until', { date: end });
  return t('mandates.noDates');
}

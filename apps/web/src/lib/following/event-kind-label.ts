import { listsT } from '@/lib/auth/account-i18n';
import lists from '@/locales/fr/lists.json';

type EventKind = keyof typeof lists.events;

/** The French name of a company event kind (`director_appointed` → "Nomination d’un dirigeant"); an unknown kind reads as itself. */
export function eventKindLabel(kind: string): string {
  return kind in lists.events ? listsT(`events.${kind as EventKind}`) : kind;
}

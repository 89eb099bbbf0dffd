import { asArray, asWords, pick } from '../io/json-fields';
import { laterDate, parseRneDate } from './rne-dates';

/** What a record's `formality.historique` says about its directors. */
export interface RneDirectorHistory {
  /** Effect date of the latest event touching `composition.pouvoirs`, or null. */
  lastChangeOn: string | null;
  /** Effect date of the latest event naming a representative (`pouvoirs[<representantId>]`). */
  lastChangeOf(representativeId: string | undefined): string | null;
}

const POWERS_PATH = /composition\.pouvoirs\[([^\]]+)\]/;

/**
 * A class rather than an object literal with an arrow: run through tsx, every function made per call is
 * renamed by esbuild's `__name` (a `defineProperty`), about 1 µs per record here.
 */
class DirectorHistory implements RneDirectorHistory {
  constructor(
    readonly lastChangeOn: string | null,
    private readonly byRepresentative: ReadonlyMap<string, string>,
  ) {}

  lastChangeOf(id: string | undefined): string | null {
    return id === undefined ? null : (this.byRepresentative.get(id) ?? null);
  }
}

/**
 * Reads the history entries (`{ codeEvenement, dateEffet, cheminDateEffet, cheminDateEffetId }`):
 * an event on directors (codes 34M/35M… for companies) names the representative it touched in
 * `cheminDateEffetId`. Removed directors are no longer in `pouvoirs` but their removal is dated here.
 */
export function readDirectorHistory(record: unknown): RneDirectorHistory {
  let lastChangeOn: string | null = null;
  const byRepresentative = new Map<string, string>();
  for (const entry of asArray(pick(record, 'formality', 'historique'))) {
    const path = asWords(pick(entry, 'cheminDateEffetId')) ?? asWords(pick(entry, 'cheminDateEffet'));
    if (!path || !path.includes('composition.pouvoirs')) continue;
    const date = parseRneDate(pick(entry, 'dateEffet'));
    if (date === null) continue;
    lastChangeOn = laterDate(lastChangeOn, date);
    const id = POWERS_PATH.exec(path)?.[1];
    if (id !== undefined) byRepresentative.set(id, laterDate(byRepresentative.get(id) ?? null, date) ?? date);
  }
  return new DirectorHistory(lastChangeOn, byRepresentative);
}

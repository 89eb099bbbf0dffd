/** The part of the Web Storage API the site's remembered client data use (a Map stands in for it in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The tab's sessionStorage, or null where there is none (server rendering) or it is refused
 * (some private modes throw on access): callers then simply remember nothing.
 */
export function browserSessionStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

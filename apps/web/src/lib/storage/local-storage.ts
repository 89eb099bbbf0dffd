import type { KeyValueStorage } from './session-storage';

/**
 * The browser's localStorage (kept across visits), or null where there is none (server rendering)
 * or it is refused (some private modes throw on access): callers then simply remember nothing.
 */
export function browserLocalStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

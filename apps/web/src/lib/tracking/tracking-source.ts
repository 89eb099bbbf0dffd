/**
 * Where a visitor came from (SPECIFICATION §9): the first recognised click identifier of the
 * landing URL, kept as `name=value` (plus the identifier alone as `source_id`) until an account
 * or an order carries it. Kept in localStorage: sent by the browser's calls that need it, not
 * with every request as a cookie would be. The first source stays: later visits don't replace it.
 */
export const TRACKING_SOURCE_KEYS = [
  'dclid',
  'msclkid',
  'fbclid',
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'li_fat_id',
  'ttclid',
  'twclid',
  'yclid',
  'zanpid',
  'zclid',
  'rclid',
] as const;

export const TRACKING_SOURCE_STORAGE_KEY = 'tracking_source';
export const SOURCE_ID_STORAGE_KEY = 'source_id';
/** The API's limit for `tracking_source` (AUTH_LIMITS.trackingSourceMax). */
const MAX_LENGTH = 200;

export interface TrackingSource {
  /** `gclid=abc`, as sent to the API (`tracking_source`). */
  readonly trackingSource: string;
  /** The identifier alone (`abc`). */
  readonly sourceId: string;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The first recognised identifier of a query string, in the specification's order of keys. */
export function findTrackingSource(search: string): TrackingSource | null {
  const params = new URLSearchParams(search);
  for (const key of TRACKING_SOURCE_KEYS) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    const trackingSource = `${key}=${value}`;
    if (trackingSource.length > MAX_LENGTH) continue;
    return { trackingSource, sourceId: value };
  }
  return null;
}

/** The remembered source, or null (none, or storage unavailable). */
export function getTrackingSource(storage: KeyValueStorage | null = browserStorage()): TrackingSource | null {
  try {
    const trackingSource = storage?.getItem(TRACKING_SOURCE_STORAGE_KEY);
    if (!trackingSource) return null;
    return { trackingSource, sourceId: storage?.getItem(SOURCE_ID_STORAGE_KEY) ?? '' };
  } catch {
    return null;
  }
}

/** Remembers the query string's source unless one is already remembered; returns the one kept. */
export function captureTrackingSource(search: string, storage: KeyValueStorage | null = browserStorage()): TrackingSource | null {
  const existing = getTrackingSource(storage);
  if (existing) return existing;
  const found = findTrackingSource(search);
  if (found === null || storage === null) return null;
  try {
    storage.setItem(TRACKING_SOURCE_STORAGE_KEY, found.trackingSource);
    storage.setItem(SOURCE_ID_STORAGE_KEY, found.sourceId);
    return found;
  } catch {
    // Storage full or forbidden (private browsing): the visit simply has no remembered source.
    return null;
  }
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * `once(key, read)`: with `enabled`, each key is read once and its promise shared by every later
 * caller (a failed read is forgotten, so it is not cached); without, every call reads. One
 * instance per request: the company page reads the same facts for many sections at once.
 */
export function sharedReads(enabled: boolean) {
  const shared = new Map<string, Promise<unknown>>();
  return function once<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (!enabled) return read();
    const known = shared.get(key) as Promise<T> | undefined;
    if (known) return known;
    const promise = read();
    shared.set(key, promise);
    promise.catch(() => shared.delete(key));
    return promise;
  };
}

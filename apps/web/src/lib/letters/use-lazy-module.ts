import { useEffect, useState } from 'react';

/**
 * What a lazily imported module gives (a function, typically), once it has loaded: null before.
 * `load` is a stable function that imports the module once (a cached promise).
 */
export function useLazyModule<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((value) => {
      // A function value is stored as is, not called as a state updater.
      if (live) setLoaded(() => value);
    });
    return () => {
      live = false;
    };
  }, [load]);
  return loaded;
}

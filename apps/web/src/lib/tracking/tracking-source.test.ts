import { describe, expect, it } from 'vitest';
import { captureTrackingSource, findTrackingSource, getTrackingSource } from './tracking-source';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('tracking source', () => {
  it('finds the first recognised key in the specification order, not the query order', () => {
    expect(findTrackingSource('?utm_source=x&gclid=G1&fbclid=F1')).toEqual({ trackingSource: 'fbclid=F1', sourceId: 'F1' });
    expect(findTrackingSource('rclid=R&li_fat_id=L')).toEqual({ trackingSource: 'li_fat_id=L', sourceId: 'L' });
    expect(findTrackingSource('?gclid=&msclkid=%20')).toBeNull();
    expect(findTrackingSource('?utm_source=newsletter')).toBeNull();
    expect(findTrackingSource(`?gclid=${'a'.repeat(300)}`)).toBeNull();
  });

  it('stores the first source and keeps it over later visits', () => {
    const storage = memoryStorage();
    expect(captureTrackingSource('?q=1', storage)).toBeNull();
    expect(storage.items.size).toBe(0);
    expect(captureTrackingSource('?gclid=abc', storage)).toEqual({ trackingSource: 'gclid=abc', sourceId: 'abc' });
    expect(captureTrackingSource('?msclkid=later', storage)).toEqual({ trackingSource: 'gclid=abc', sourceId: 'abc' });
    expect(Object.fromEntries(storage.items)).toEqual({ tracking_source: 'gclid=abc', source_id: 'abc' });
    expect(getTrackingSource(storage)).toEqual({ trackingSource: 'gclid=abc', sourceId: 'abc' });
  });

  it('survives a storage that refuses to work', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(getTrackingSource(broken)).toBeNull();
    expect(captureTrackingSource('?gclid=abc', broken)).toBeNull();
    expect(captureTrackingSource('?gclid=abc', null)).toBeNull();
    expect(getTrackingSource(null)).toBeNull();
  });
});

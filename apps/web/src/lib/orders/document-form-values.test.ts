import { describe, expect, it } from 'vitest';
import { clearStepValues, documentFormKey, readStepValues, writeStepValues } from './document-form-values';

/** An in-memory Storage, optionally refusing writes as a full or private-mode storage does. */
function memoryStorage({ refuseWrites = false } = {}) {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (refuseWrites) throw new Error('QuotaExceededError');
      entries.set(key, value);
    },
    removeItem: (key: string) => void entries.delete(key),
  };
}

describe('document form values per step (specification §3)', () => {
  it('remembers each step of a form on its own, per kind and company', () => {
    const storage = memoryStorage();
    writeStepValues('letters', '552032534', 0, { type: 'reclamation' }, storage);
    writeStepValues('letters', '552032534', 1, { sender_name: 'Marie Durand' }, storage);
    writeStepValues('letters', '552032534', 0, { type: 'mise-en-demeure-de-payer' }, storage);
    writeStepValues('letters', '440000000', 0, { type: 'reclamation' }, storage);
    expect(readStepValues('letters', '552032534', storage)).toEqual({ 0: { type: 'mise-en-demeure-de-payer' }, 1: { sender_name: 'Marie Durand' } });
    expect(readStepValues('acts', '552032534', storage)).toEqual({});
    expect(storage.entries.has(documentFormKey('letters', '440000000'))).toBe(true);
  });

  it('forgets a form once cleared, and only that form', () => {
    const storage = memoryStorage();
    writeStepValues('acts', '552032534', 0, { filing_number: '2019B01234' }, storage);
    writeStepValues('letters', '552032534', 0, { type: 'reclamation' }, storage);
    clearStepValues('acts', '552032534', storage);
    expect(readStepValues('acts', '552032534', storage)).toEqual({});
    expect(readStepValues('letters', '552032534', storage)).toEqual({ 0: { type: 'reclamation' } });
  });

  it('reads a tampered or foreign entry as nothing remembered, keeping the steps that are well formed', () => {
    const storage = memoryStorage();
    const key = documentFormKey('acts', '552032534');
    for (const raw of ['not json', '[1,2]', 'null', '"text"']) {
      storage.entries.set(key, raw);
      expect(readStepValues('acts', '552032534', storage)).toEqual({});
    }
    storage.entries.set(key, JSON.stringify({ 0: { filing_number: 'A1' }, 1: { amount: 12 }, x: { a: 'b' } }));
    expect(readStepValues('acts', '552032534', storage)).toEqual({ 0: { filing_number: 'A1' } });
  });

  it('keeps nothing, silently, when the storage refuses or is missing', () => {
    const storage = memoryStorage({ refuseWrites: true });
    expect(() => writeStepValues('acts', '552032534', 0, { filing_number: 'A1' }, storage)).not.toThrow();
    expect(readStepValues('acts', '552032534', storage)).toEqual({});
    expect(readStepValues('acts', '552032534', null)).toEqual({});
  });
});

import { randomUUID } from 'node:crypto';

/**
 * A stored file's key: 1 to 8 segments of lower-case letters, digits, `.`, `_` and `-` joined by `/`,
 * no segment starting with a dot. Keys are made by our code (see `newStorageKey`), never from user
 * input, and checked again by every storage call so that no key can leave the storage's root.
 */
export type StorageKey = string & { readonly __storageKey: unique symbol };

const SEGMENT = /^[a-z0-9][a-z0-9._-]{0,127}$/;
const MAX_SEGMENTS = 8;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

export function isStorageKey(key: string): key is StorageKey {
  const segments = key.split('/');
  return segments.length >= 1 && segments.length <= MAX_SEGMENTS && segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
}

/** The key itself, checked; throws `InvalidStorageKeyError` otherwise. */
export function storageKey(key: string): StorageKey {
  if (!isStorageKey(key)) throw new InvalidStorageKeyError(key);
  return key;
}

/**
 * A fresh key under a fixed prefix (e.g. `documents/kbis`): `<prefix>/<yyyy>/<mm>/<uuid><extension>`,
 * the date from the injected clock's time when given.
 */
export function newStorageKey(prefix: string, extension = '', at: Date = new Date()): StorageKey {
  const year = String(at.getUTCFullYear());
  const month = String(at.getUTCMonth() + 1).padStart(2, '0');
  return storageKey(`${prefix}/${year}/${month}/${randomUUID()}${extension}`);
}

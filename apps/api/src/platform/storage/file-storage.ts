import type { Readable } from 'node:stream';
import type { StorageKey } from './storage-key';

export interface StoredFileInfo {
  size: number;
  modifiedAt: Date;
}

/**
 * Where generated files live (documents, exports). Callers know only keys, never paths, so a
 * store on S3-compatible object storage can implement the same interface.
 */
export interface FileStorage {
  /** Writes the whole content, atomically: readers see the old file or the new one, never a part. */
  put(key: StorageKey, content: Uint8Array | Readable): Promise<void>;
  /** The whole content; throws `StoredFileNotFoundError` when there is none. */
  get(key: StorageKey): Promise<Buffer>;
  /** A stream of the content; throws `StoredFileNotFoundError` when there is none. */
  createReadStream(key: StorageKey): Promise<Readable>;
  exists(key: StorageKey): Promise<boolean>;
  /** Removes the file; no error when there is none. */
  delete(key: StorageKey): Promise<void>;
  /** Size and time of the last write, or null when there is no such file. */
  stat(key: StorageKey): Promise<StoredFileInfo | null>;
}

export class StoredFileNotFoundError extends Error {
  constructor(readonly key: StorageKey) {
    super(`no stored file ${key}`);
    this.name = 'StoredFileNotFoundError';
  }
}

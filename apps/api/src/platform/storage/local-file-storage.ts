import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StoredFileNotFoundError, type FileStorage, type StoredFileInfo } from './file-storage';
import { storageKey, type StorageKey } from './storage-key';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files on the local disk under one root (`$DATA_DIR/files`). A write goes to a temporary file
 * beside its target (a name no key can have: it starts with a dot), is flushed to disk, then
 * renamed over the target: a crash leaves the old file or the new one, and at worst a stray
 * temporary file.
 */
export function createLocalFileStorage(rootDirectory: string): FileStorage {
  const root = resolve(rootDirectory);
  const pathOf = (key: StorageKey): string => {
    const path = join(root, ...storageKey(key).split('/'));
    if (!path.startsWith(root + sep)) throw new Error(`storage key outside the root: ${key}`);
    return path;
  };

  const missingAs = async <T>(key: StorageKey, read: () => Promise<T>): Promise<T> => {
    try {
      return await read();
    } catch (error) {
      if (isMissing(error)) throw new StoredFileNotFoundError(key);
      throw error;
    }
  };

  return {
    async put(key, content) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const temporary = join(dirname(target), `.${basename(target)}.${randomUUID()}.tmp`);
      try {
        const source = content instanceof Readable ? content : Readable.from([Buffer.from(content.buffer, content.byteOffset, content.byteLength)]);
        await pipeline(source, createWriteStream(temporary, { flags: 'wx' }));
        const handle = await open(temporary, 'r');
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    get: (key) => missingAs(key, () => readFile(pathOf(key))),
    createReadStream: (key) =>
      missingAs(key, async () => {
        // Opened first so that a missing file fails here rather than on the stream's first read.
        const handle = await open(pathOf(key), 'r');
        return handle.createReadStream() as Readable;
      }),
    async exists(key) {
      return (await this.stat(key)) !== null;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async stat(key): Promise<StoredFileInfo | null> {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}

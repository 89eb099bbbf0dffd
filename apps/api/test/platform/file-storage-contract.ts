import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoredFileNotFoundError, storageKey, type FileStorage, type StorageKey } from '../../src/platform';

export interface StorageUnderTest {
  storage: FileStorage;
  /** Removes what the test stored. */
  cleanup(): Promise<void>;
}

export interface StorageTraits {
  /**
   * Whether the test may watch a reader racing a writer: true for the local disk (a rename). An
   * S3 server's atomicity is the server's (an object appears when its PUT or multipart upload
   * completes); the local stand-in writes its objects in place, so only the store's own part is
   * checked there: nothing reaches the server before the source is read whole (a part at a time).
   */
  observableAtomicity: boolean;
}

const MB = 1024 * 1024;
/** The large streamed file: generated on the fly, never held whole. */
const LARGE_FILE_MB = 80;
/**
 * A store may hold a few parts in memory (S3: about 30 MB, two 5 MiB parts in flight and the SDK's
 * copies of them), never half the file.
 */
const MEMORY_ALLOWANCE = (LARGE_FILE_MB / 2) * MB;

/** Live memory after a full collection (heap and buffers): what the process really holds. */
const collect: () => void = (() => {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();
const liveMemory = () => {
  collect();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** A megabyte of bytes that depend on its index (so that a reordered or repeated part changes the hash). */
const megabyte = (index: number) => {
  const chunk = Buffer.alloc(MB, index % 251);
  chunk.writeUInt32BE(index, 0);
  return chunk;
};

/**
 * The `FileStorage` contract (platform/storage/file-storage.ts), run against every store: the local
 * disk and S3-compatible object storage. Each test gets a fresh, empty store from `make`.
 */
export function describeFileStorageContract(name: string, make: () => Promise<StorageUnderTest>, traits: StorageTraits): void {
  describe(`${name}: the file storage contract`, () => {
    let underTest: StorageUnderTest;
    let storage: FileStorage;
    const key = storageKey('documents/2026/01/file.txt');

    beforeEach(async () => {
      underTest = await make();
      storage = underTest.storage;
    });
    afterEach(() => underTest.cleanup());

    it('writes bytes and streams, reads them back, states and deletes them', async () => {
      expect(await storage.exists(key)).toBe(false);
      expect(await storage.stat(key)).toBeNull();
      const before = Date.now();
      await storage.put(key, Buffer.from('first'));
      expect((await storage.get(key)).toString()).toBe('first');
      await storage.put(key, Readable.from([Buffer.from('sec'), Buffer.from('ond')]));
      expect(await text(await storage.createReadStream(key))).toBe('second');
      const info = await storage.stat(key);
      expect(info?.size).toBe(6);
      // S3 keeps whole seconds.
      expect(info?.modifiedAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
      expect(await storage.exists(key)).toBe(true);
      await storage.delete(key);
      await storage.delete(key);
      expect(await storage.exists(key)).toBe(false);
    });

    it('keeps bytes exactly (an empty file, binary content, a part of a larger buffer)', async () => {
      const binary = Buffer.from([0, 255, 10, 13, 0x80, 0xfe]);
      const backing = Buffer.concat([Buffer.from('xx'), binary, Buffer.from('yy')]);
      await storage.put(key, backing.subarray(2, 2 + binary.length));
      expect(await storage.get(key)).toEqual(binary);
      const empty = storageKey('documents/empty.bin');
      await storage.put(empty, new Uint8Array(0));
      expect((await storage.get(empty)).length).toBe(0);
      expect(await storage.stat(empty)).toMatchObject({ size: 0 });
    });

    it('a missing file is a StoredFileNotFoundError, and no stat', async () => {
      await expect(storage.get(key)).rejects.toThrow(StoredFileNotFoundError);
      await expect(storage.createReadStream(key)).rejects.toThrow(StoredFileNotFoundError);
      expect(await storage.stat(key)).toBeNull();
    });

    it('every call refuses a key that was not checked', async () => {
      const forged = '../outside' as StorageKey;
      await expect(storage.put(forged, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
      await expect(storage.put(forged, Readable.from(['x']))).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(forged)).rejects.toThrow(/invalid storage key/);
      await expect(storage.createReadStream(forged)).rejects.toThrow(/invalid storage key/);
      await expect(storage.exists(forged)).rejects.toThrow(/invalid storage key/);
      await expect(storage.stat(forged)).rejects.toThrow(/invalid storage key/);
      await expect(storage.delete(forged)).rejects.toThrow(/invalid storage key/);
    });

    it('a write whose source fails midway leaves the previous content', async () => {
      await storage.put(key, Buffer.from('previous'));
      let sent = 0;
      // Twelve megabytes then an error: past the first part of a multipart upload.
      const failing = new Readable({
        read() {
          if (sent === 12) return this.destroy(new Error('source broke'));
          this.push(megabyte(sent));
          sent += 1;
        },
      });
      await expect(storage.put(key, failing)).rejects.toThrow('source broke');
      expect((await storage.get(key)).toString()).toBe('previous');
      expect(await storage.stat(key)).toMatchObject({ size: 8 });
    });

    it.runIf(traits.observableAtomicity)('a reader never sees a partly written file', async () => {
      const big = Buffer.alloc(4 * MB, 'a');
      await storage.put(key, Buffer.from('old'));
      const writing = storage.put(key, Readable.from([big.subarray(0, 1024), big.subarray(1024)]));
      const seen = new Set<number>();
      while (seen.size < 2) {
        const length = (await storage.get(key)).length;
        seen.add(length);
        expect([3, big.length]).toContain(length);
        if (length === big.length) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      await writing;
      expect((await storage.get(key)).length).toBe(big.length);
    });

    it('stores nothing under the key until the whole source is read', async () => {
      let sent = 0;
      let storedBeforeTheEnd = false;
      const source = new Readable({
        read() {
          if (sent === 7) {
            // The last megabyte is given only once the key is known to be still absent.
            void storage.exists(key).then((exists) => {
              storedBeforeTheEnd = exists;
              this.push(megabyte(sent));
              this.push(null);
            });
            sent += 1;
            return;
          }
          this.push(megabyte(sent));
          sent += 1;
        },
      });
      await storage.put(key, source);
      expect(storedBeforeTheEnd).toBe(false);
      expect(await storage.stat(key)).toMatchObject({ size: 8 * MB });
    });

    it(`streams a ${LARGE_FILE_MB} MB file in and out without holding it in memory`, async () => {
      const large = storageKey('exports/2026/01/large.bin');
      // A first streamed write of a few parts: the code it loads is not counted as the file's memory.
      await storage.put(large, Readable.from(Array.from({ length: 6 }, (_, index) => megabyte(index))));
      const written = createHash('sha256');
      const baseline = liveMemory();
      let peak = baseline;
      let index = 0;
      const source = new Readable({
        read() {
          if (index % 5 === 0) peak = Math.max(peak, liveMemory());
          if (index === LARGE_FILE_MB) return this.push(null);
          const chunk = megabyte(index);
          written.update(chunk);
          index += 1;
          this.push(chunk);
        },
      });
      await storage.put(large, source);
      const writePeak = peak - baseline;

      const read = createHash('sha256');
      const readBaseline = liveMemory();
      let readPeak = readBaseline;
      let bytes = 0;
      let sinceSample = 0;
      for await (const chunk of await storage.createReadStream(large)) {
        read.update(chunk as Buffer);
        bytes += (chunk as Buffer).length;
        sinceSample += (chunk as Buffer).length;
        if (sinceSample >= 5 * MB) {
          sinceSample = 0;
          readPeak = Math.max(readPeak, liveMemory());
        }
      }
      expect(bytes).toBe(LARGE_FILE_MB * MB);
      expect(read.digest('hex')).toBe(written.digest('hex'));
      expect(await storage.stat(large)).toMatchObject({ size: LARGE_FILE_MB * MB });
      expect(writePeak, `memory grew by ${Math.round(writePeak / MB)} MB while writing`).toBeLessThan(MEMORY_ALLOWANCE);
      expect(readPeak - readBaseline, `memory grew by ${Math.round((readPeak - readBaseline) / MB)} MB while reading`).toBeLessThan(MEMORY_ALLOWANCE);
      await storage.delete(large);
      expect(await storage.exists(large)).toBe(false);
    }, 180_000);
  });
}

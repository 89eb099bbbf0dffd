import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoredFileNotFoundError, type FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { InvalidStorageKeyError, isStorageKey, newStorageKey, storageKey } from './storage-key';

let root: string;
let storage: FileStorage;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'registre-storage-'));
  storage = createLocalFileStorage(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

describe('storage keys', () => {
  it('accepts keys made of safe segments', () => {
    expect(isStorageKey('documents/2026/01/4d3f.pdf')).toBe(true);
    expect(storageKey('exports/a_b-c.csv')).toBe('exports/a_b-c.csv');
  });

  it.each(['', '../etc/passwd', 'a/../b', 'a//b', '/abs', 'a/', '.hidden', 'a/.tmp', 'A/b', 'a\\b', 'a b', 'é', 'a/b/c/d/e/f/g/h/i', 'x'.repeat(129)])(
    'refuses %j',
    (key) => {
      expect(isStorageKey(key)).toBe(false);
      expect(() => storageKey(key)).toThrow(InvalidStorageKeyError);
    },
  );

  it('generates fresh keys under a prefix, dated by the given time', () => {
    const at = new Date('2026-03-05T10:00:00Z');
    const first = newStorageKey('documents/kbis', '.pdf', at);
    expect(first).toMatch(/^documents\/kbis\/2026\/03\/[0-9a-f-]{36}\.pdf$/);
    expect(newStorageKey('documents/kbis', '.pdf', at)).not.toBe(first);
    expect(() => newStorageKey('../up', '.pdf')).toThrow(InvalidStorageKeyError);
  });

  it('every storage call refuses a key that was not checked', async () => {
    const forged = '../outside' as ReturnType<typeof storageKey>;
    await expect(storage.put(forged, Buffer.from('x'))).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.get(forged)).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.exists(forged)).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.delete(forged)).rejects.toThrow(InvalidStorageKeyError);
    expect(await readdir(root)).toEqual([]);
  });
});

describe('local file storage', () => {
  const key = storageKey('documents/2026/01/file.txt');

  it('writes bytes and streams, reads them back, states and deletes them', async () => {
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.stat(key)).toBeNull();
    await storage.put(key, Buffer.from('first'));
    expect((await storage.get(key)).toString()).toBe('first');
    await storage.put(key, Readable.from(['sec', 'ond']));
    expect(await text(await storage.createReadStream(key))).toBe('second');
    expect(await storage.stat(key)).toMatchObject({ size: 6 });
    expect(await storage.exists(key)).toBe(true);
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
  });

  it('a missing file is a StoredFileNotFoundError', async () => {
    await expect(storage.get(key)).rejects.toThrow(StoredFileNotFoundError);
    await expect(storage.createReadStream(key)).rejects.toThrow(StoredFileNotFoundError);
  });

  it('a write that fails midway leaves the previous content and no temporary file', async () => {
    await storage.put(key, Buffer.from('previous'));
    const failing = new Readable({
      read() {
        this.push('partial new content');
        this.destroy(new Error('source broke'));
      },
    });
    await expect(storage.put(key, failing)).rejects.toThrow('source broke');
    expect((await storage.get(key)).toString()).toBe('previous');
    expect(await readdir(join(root, 'documents', '2026', '01'))).toEqual(['file.txt']);
  });

  it('a stray temporary file is not a stored file', async () => {
    await storage.put(key, Buffer.from('x'));
    await writeFile(join(root, 'documents', '2026', '01', '.file.txt.123.tmp'), 'junk');
    expect(isStorageKey('documents/2026/01/.file.txt.123.tmp')).toBe(false);
    expect((await storage.get(key)).toString()).toBe('x');
  });
});

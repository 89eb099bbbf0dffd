import { createWriteStream } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import yazl from 'yazl';
import { realSample } from '../real-sample';

/** A fixture of test/fixtures/sirene (invented content in the INSEE layouts). */
export function sireneFixture(name: string): string {
  return fileURLToPath(new URL(`../fixtures/sirene/${name}`, import.meta.url));
}

/** The real 2019 StockUniteLegale sample. */
export const REAL_2019_UNITS = realSample('StockUniteLegale_utf8.csv');

export function scratchDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'registre-sirene-test-'));
}

/** Zips `file` as the single entry `entryName`, the way INSEE ships its stock files. */
export function zipFile(file: string, entryName: string, zipPath: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const zip = new yazl.ZipFile();
    zip.addFile(file, entryName);
    zip.end();
    zip.outputStream.pipe(createWriteStream(zipPath)).on('close', () => resolve(zipPath)).on('error', reject);
  });
}

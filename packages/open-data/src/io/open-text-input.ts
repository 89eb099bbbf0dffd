import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { PassThrough, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import yauzl from 'yauzl';

export interface TextInput {
  /** Decompressed bytes of the file (or of the chosen zip entry). */
  stream: Readable;
  /** Size of the file on disk, and a counter of its bytes read so far: progress and ETA. */
  totalBytes: number;
  bytesRead: () => number;
}

function countBytes(source: Readable): { stream: Readable; bytesRead: () => number } {
  let read = 0;
  source.on('data', (chunk: Buffer) => {
    read += chunk.length;
  });
  return { stream: source, bytesRead: () => read };
}

function openZipEntry(path: string, pick: (name: string) => boolean): Promise<{ stream: Readable; compressed: Readable }> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error(`cannot open ${path}`));
      zip.on('error', reject);
      zip.on('end', () => reject(new Error(`${path}: no matching entry in the zip archive`)));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/') || !pick(entry.fileName)) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error(`cannot read ${entry.fileName}`));
          // The archive's file is closed once the entry is read (lazyEntries: yauzl would wait for readEntry).
          stream.on('close', () => zip.close());
          resolve({ stream, compressed: stream });
        });
      });
      zip.readEntry();
    });
  });
}

/** Whether `openTextInput` decompresses the file (`.gz`, `.zip`) rather than reading its bytes as they are. */
export function isCompressedPath(path: string): boolean {
  return /\.(gz|zip)$/i.test(path);
}

/**
 * Opens a data file as a stream of text bytes, whatever its packaging: plain, `.gz`, or `.zip`
 * (the first entry whose name `pick` accepts, streamed without unpacking the archive).
 * Memory stays flat whatever the size.
 */
export async function openTextInput(path: string, pick: (name: string) => boolean = () => true): Promise<TextInput> {
  const totalBytes = (await stat(path)).size;
  if (path.toLowerCase().endsWith('.zip')) {
    const { stream } = await openZipEntry(path, pick);
    // Progress of a zip entry is measured on the decompressed side against the archive size:
    // an estimate, corrected by the final count.
    const counted = countBytes(stream);
    const out = new PassThrough({ highWaterMark: 1 << 20 });
    stream.pipe(out);
    // Destroying what the caller reads (an import that stops early) closes the entry's stream too.
    out.on('close', () => stream.destroy());
    return { stream: out, totalBytes, bytesRead: counted.bytesRead };
  }
  const file = createReadStream(path, { highWaterMark: 1 << 20 });
  // ReadStream counts its own bytes: a 'data' listener here would switch the stream to flowing mode and lose
  // whatever it reads before the caller starts consuming (e.g. while the caller awaits a connection).
  const bytesRead = () => file.bytesRead;
  if (path.toLowerCase().endsWith('.gz')) {
    const gunzip = file.pipe(createGunzip());
    // Destroying the decompressed stream (an import that stops early) closes the file too.
    gunzip.on('close', () => file.destroy());
    return { stream: gunzip, totalBytes, bytesRead };
  }
  return { stream: file, totalBytes, bytesRead };
}

import { basename } from 'node:path';
import { openTextInput } from './open-text-input';

const NEWLINE = 0x0a;

/** Whole lines of a JSON-lines file, in a buffer of their own (its `ArrayBuffer` can be sent to a worker). */
export interface JsonLineChunk {
  /** The file's name (without its folder). */
  file: string;
  bytes: Buffer;
  /** The number of the chunk's first line in the file. */
  firstLine: number;
}

export interface ChunkProgress {
  onOpen(bytesRead: () => number): void;
  onClose(): void;
}

function newlines(bytes: Buffer, to: number): number {
  let count = 0;
  for (let at = bytes.indexOf(NEWLINE); at !== -1 && at < to; at = bytes.indexOf(NEWLINE, at + 1)) count++;
  return count;
}

/**
 * The JSON-lines files (plain or `.gz`) as chunks of about `size` bytes cut after a newline (a longer line makes a
 * longer chunk), in order, without a byte-order mark. Each chunk has its own buffer: it can be handed over to a
 * worker thread without a copy (never from the shared pool of small buffers, which a transfer would detach).
 */
export async function* jsonLineChunks(files: readonly string[], size: number, progress?: ChunkProgress): AsyncGenerator<JsonLineChunk> {
  for (const path of files) {
    const file = basename(path);
    const input = await openTextInput(path);
    progress?.onOpen(input.bytesRead);
    let buffer = Buffer.allocUnsafeSlow(size);
    let used = 0;
    let firstLine = 1;
    let start = -1;
    try {
      for await (const piece of input.stream as AsyncIterable<Buffer>) {
        for (let from = 0; from < piece.length; ) {
          const copied = piece.copy(buffer, used, from);
          used += copied;
          from += copied;
          if (start === -1 && used >= 3) start = buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf ? 3 : 0;
          if (used < buffer.length) continue;
          const cut = buffer.lastIndexOf(NEWLINE, used - 1) + 1;
          const next = Buffer.allocUnsafeSlow(cut === 0 ? buffer.length * 2 : Math.max(size, used - cut));
          buffer.copy(next, 0, cut, used);
          if (cut > 0) {
            yield { file, bytes: buffer.subarray(Math.max(start, 0), cut), firstLine };
            firstLine += newlines(buffer, cut);
            start = 0;
          }
          used -= cut;
          buffer = next;
        }
      }
      const rest = buffer.subarray(Math.max(start, 0), used);
      if (rest.length > 0) yield { file, bytes: rest, firstLine };
    } finally {
      input.stream.destroy();
      progress?.onClose();
    }
  }
}

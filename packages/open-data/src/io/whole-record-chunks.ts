import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { NEWLINE, startsWithByteOrderMark } from './byte-codes';
import { isCompressedPath, openTextInput } from './open-text-input';

/** Whole records of a file, in a buffer of their own (its `ArrayBuffer` can be sent to a worker). */
export interface RecordChunk {
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

/** The bytes of a file, read into the caller's buffer. */
interface ByteSource {
  /** Reads into `into` from `at` to its end, or less; 0 at the end of the file. */
  read(into: Buffer, at: number): Promise<number>;
  bytesRead(): number;
  close(): Promise<void>;
}

/** A plain file, read straight into the chunks' buffers. */
async function fileSource(path: string): Promise<ByteSource> {
  const handle = await open(path, 'r');
  let read = 0;
  return {
    async read(into, at) {
      const { bytesRead } = await handle.read(into, at, into.length - at, null);
      read += bytesRead;
      return bytesRead;
    },
    bytesRead: () => read,
    close: () => handle.close(),
  };
}

/** A compressed file (`.gz`, `.zip`: its first entry `pick` accepts), read through its decompressing stream. */
async function streamSource(path: string, pick?: (name: string) => boolean): Promise<ByteSource> {
  const input = await openTextInput(path, pick);
  const pieces = (input.stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  let piece: Buffer | null = null;
  return {
    async read(into, at) {
      while (!piece || piece.length === 0) {
        const next = await pieces.next();
        if (next.done) return 0;
        piece = next.value;
      }
      const copied = piece.copy(into, at);
      piece = piece.subarray(copied);
      return copied;
    },
    bytesRead: input.bytesRead,
    close: async () => {
      input.stream.destroy();
    },
  };
}

function newlines(bytes: Buffer, to: number): number {
  let count = 0;
  for (let at = bytes.indexOf(NEWLINE); at !== -1 && at < to; at = bytes.indexOf(NEWLINE, at + 1)) count++;
  return count;
}

/** Where the whole records of `bytes[0, used)` end (0: none ends there); `bytes` starts a record. */
export type RecordCut = (bytes: Buffer, used: number) => number;

export interface RecordChunkOptions {
  /** Where to cut (default: after the last line break). */
  cut?: RecordCut;
  /** The entry of a `.zip` to read. */
  pick?: (name: string) => boolean;
  progress?: ChunkProgress;
}

/** After the last line break: records are lines. */
const afterLastLine: RecordCut = (bytes, used) => bytes.lastIndexOf(NEWLINE, used - 1) + 1;

/**
 * The files (plain, `.gz` or `.zip`) as chunks of about `size` bytes of whole records (a longer record makes a
 * longer chunk), in order, without a byte-order mark. A plain file is read straight into the chunks' buffers, no
 * copy and no buffer between; each chunk has a buffer of its own, never from the pool shared by small buffers (a
 * transfer would detach it): it can be handed over to a worker thread without a copy.
 */
export async function* wholeRecordChunks(files: readonly string[], size: number, options: RecordChunkOptions = {}): AsyncGenerator<RecordChunk> {
  const { cut: cutAt = afterLastLine, pick, progress } = options;
  for (const path of files) {
    const file = basename(path);
    const source = isCompressedPath(path) ? await streamSource(path, pick) : await fileSource(path);
    let buffer = Buffer.alloc(0);
    let used = 0;
    let firstLine = 1;
    /** Where the chunk's bytes start: after a byte-order mark at the start of the file; -1 until known. */
    let start = -1;
    try {
      progress?.onOpen(source.bytesRead);
      buffer = Buffer.allocUnsafeSlow(size);
      for (;;) {
        if (used < buffer.length) {
          const read = await source.read(buffer, used);
          if (read === 0) break;
          used += read;
          if (start === -1 && used >= 3) start = startsWithByteOrderMark(buffer) ? 3 : 0;
          continue;
        }
        // Full: the records it ends are a chunk, the rest starts the next one (a longer one when none ends here).
        const cut = cutAt(buffer, used);
        const next = Buffer.allocUnsafeSlow(cut === 0 ? buffer.length * 2 : Math.max(size, used - cut + 1));
        buffer.copy(next, 0, cut, used);
        if (cut > 0) {
          // Counted before the chunk is given: its buffer may be handed over to a worker, which empties it here.
          const lines = newlines(buffer, cut);
          yield { file, bytes: buffer.subarray(Math.max(start, 0), cut), firstLine };
          firstLine += lines;
          start = 0;
        }
        used -= cut;
        buffer = next;
      }
      const rest = buffer.subarray(Math.max(start, 0), used);
      if (rest.length > 0) yield { file, bytes: rest, firstLine };
    } finally {
      await source.close();
      progress?.onClose();
    }
  }
}

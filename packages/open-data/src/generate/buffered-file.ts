import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';

const CHUNK_BYTES = 2 << 20;

/**
 * A file written through a few megabytes of memory: text is encoded as it comes (each short line
 * at once: appending lines to a big string would build a rope V8 must flatten, far slower) and
 * written in chunks, waiting for the stream to drain when the disk is slower than the generator.
 *
 *   const wait = file.writeLine(line); if (wait) await wait;
 */
export class BufferedFile {
  private readonly stream: WriteStream;
  private chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  private used = 0;
  private failure: Error | null = null;
  bytes = 0;
  lines = 0;

  constructor(readonly path: string) {
    this.stream = createWriteStream(path, { highWaterMark: 4 << 20 });
    this.stream.on('error', (error) => {
      this.failure = error;
    });
  }

  /** Appends text; returns a promise to await when the stream asks to wait, else null. */
  write(text: string): Promise<void> | null {
    // A UTF-16 unit takes at most 3 bytes in UTF-8.
    if (this.used + text.length * 3 > this.chunk.length) {
      const wait = this.flush();
      if (text.length * 3 > this.chunk.length) this.chunk = Buffer.allocUnsafe(text.length * 3);
      this.used = this.chunk.write(text, 0, 'utf8');
      return wait;
    }
    this.used += this.chunk.write(text, this.used, 'utf8');
    return null;
  }

  /** Appends one line (the text must end with '\n') and counts it. */
  writeLine(line: string): Promise<void> | null {
    this.lines++;
    return this.write(line);
  }

  /** Appends bytes already encoded, holding `lines` lines. */
  writeBytes(bytes: Uint8Array, lines: number): Promise<void> | null {
    this.lines += lines;
    const wait = this.flush();
    this.bytes += bytes.length;
    const written = this.stream.write(bytes);
    if (wait) return written ? wait : wait.then(() => drained(this.stream));
    return written ? null : drained(this.stream);
  }

  /** Hands the current chunk to the stream and starts a new one. */
  private flush(): Promise<void> | null {
    if (this.failure) throw this.failure;
    if (this.used === 0) return null;
    const full = this.chunk.subarray(0, this.used);
    this.bytes += this.used;
    this.chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    this.used = 0;
    return this.stream.write(full) ? null : drained(this.stream);
  }

  async close(): Promise<void> {
    const wait = this.flush();
    if (wait) await wait;
    if (this.failure) throw this.failure;
    await new Promise<void>((resolve, reject) => {
      this.stream.end((error?: Error | null) => (error ? reject(error) : resolve()));
    });
  }
}

function drained(stream: WriteStream): Promise<void> {
  return once(stream, 'drain').then(() => undefined);
}

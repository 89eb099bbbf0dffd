/**
 * Lines encoded into one growing byte buffer as they are made. Appending each line to a big string
 * instead builds a rope that V8 must flatten before encoding it, which costs far more than the
 * lines themselves; encoding each short line at once keeps the work linear.
 */
export class ByteSink {
  private buffer: Buffer;
  length = 0;

  constructor(initialBytes = 1 << 20) {
    this.buffer = Buffer.allocUnsafe(initialBytes);
  }

  append(text: string): void {
    // A UTF-8 character takes at most 3 bytes per UTF-16 unit.
    if (this.length + text.length * 3 > this.buffer.length) this.grow(this.length + text.length * 3);
    this.length += this.buffer.write(text, this.length, 'utf8');
  }

  private grow(needed: number): void {
    const next = Buffer.allocUnsafe(Math.max(needed, this.buffer.length * 2));
    this.buffer.copy(next, 0, 0, this.length);
    this.buffer = next;
  }

  /** The bytes written so far, in an ArrayBuffer of their own (transferable); the sink is emptied. */
  take(): Uint8Array {
    const bytes = new Uint8Array(this.length);
    bytes.set(this.buffer.subarray(0, this.length));
    this.length = 0;
    return bytes;
  }
}

import { stat } from 'node:fs/promises';

/**
 * Bytes read across a set of files read one after the other, for the progress bar of an import
 * that takes a directory: the files' total size, and a counter fed by `onOpen` / `onClose`.
 */
export class FileSetBytes {
  private done = 0;
  private current: () => number = () => 0;

  private constructor(readonly totalBytes: number) {}

  static async of(files: readonly string[]): Promise<FileSetBytes> {
    let total = 0;
    for (const file of files) total += (await stat(file)).size;
    return new FileSetBytes(total);
  }

  readonly bytesRead = (): number => this.done + this.current();

  /** A file was opened: `bytesRead` counts its bytes read so far. */
  onOpen(bytesRead: () => number): void {
    this.current = bytesRead;
  }

  /** The count of a reader in another thread (which opens the files itself). */
  report(bytesRead: number): void {
    this.done = bytesRead;
  }

  /** The file opened last has been read to its end. */
  onClose(): void {
    this.done += this.current();
    this.current = () => 0;
  }
}

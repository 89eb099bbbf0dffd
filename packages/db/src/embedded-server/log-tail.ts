/** Keeps the last lines of a process's log, to quote them when it fails. */
export class LogTail {
  private readonly lines: string[] = [];

  constructor(private readonly maxLines = 30) {}

  readonly append = (message: unknown): void => {
    const text = message instanceof Error ? message.message : String(message);
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      this.lines.push(line);
      if (this.lines.length > this.maxLines) this.lines.shift();
    }
  };

  text(): string {
    return this.lines.join('\n');
  }
}

/** What an import did: counts by outcome, rejections with line and reason, speed. */
export class ImportReport {
  read = 0;
  inserted = 0;
  updated = 0;
  unchanged = 0;
  readonly rejectedByReason = new Map<string, number>();
  /** The first rejections, kept with their line numbers for the report (all are counted). */
  readonly rejections: Array<{ line: number; reason: string; detail?: string }> = [];
  private readonly startedAt = performance.now();
  private endedAt: number | null = null;

  constructor(
    readonly source: string,
    readonly kind: string,
    private readonly keepRejections = 1000,
  ) {}

  get rejected(): number {
    let total = 0;
    for (const count of this.rejectedByReason.values()) total += count;
    return total;
  }

  reject(line: number, reason: string, detail?: string): void {
    this.rejectedByReason.set(reason, (this.rejectedByReason.get(reason) ?? 0) + 1);
    if (this.rejections.length < this.keepRejections) this.rejections.push(detail === undefined ? { line, reason } : { line, reason, detail });
  }

  /** Counts rejections whose lines are not listed (the first ones were, through `reject`). */
  rejectUnlisted(reason: string, count: number): void {
    if (count > 0) this.rejectedByReason.set(reason, (this.rejectedByReason.get(reason) ?? 0) + count);
  }

  finish(): this {
    this.endedAt ??= performance.now();
    return this;
  }

  get elapsedSeconds(): number {
    return ((this.endedAt ?? performance.now()) - this.startedAt) / 1000;
  }

  get rowsPerSecond(): number {
    return this.elapsedSeconds > 0 ? this.read / this.elapsedSeconds : 0;
  }

  toJSON() {
    return {
      source: this.source,
      kind: this.kind,
      read: this.read,
      inserted: this.inserted,
      updated: this.updated,
      unchanged: this.unchanged,
      rejected: this.rejected,
      rejectedByReason: Object.fromEntries(this.rejectedByReason),
      elapsedSeconds: Number(this.elapsedSeconds.toFixed(3)),
      rowsPerSecond: Math.round(this.rowsPerSecond),
    };
  }

  /** Human summary, one line per figure, rejections by reason with their first line numbers. */
  summary(): string {
    const lines = [
      `${this.kind} ← ${this.source}`,
      `  read ${this.read}, inserted ${this.inserted}, updated ${this.updated}, unchanged ${this.unchanged}, rejected ${this.rejected}`,
      `  ${this.elapsedSeconds.toFixed(1)} s, ${Math.round(this.rowsPerSecond)} rows/s`,
    ];
    for (const [reason, count] of this.rejectedByReason) {
      const examples = this.rejections.filter((r) => r.reason === reason).slice(0, 5).map((r) => r.line);
      lines.push(`  rejected ${count} × ${reason} (lines ${examples.join(', ')}${count > examples.length ? ', …' : ''})`);
    }
    return lines.join('\n');
  }
}

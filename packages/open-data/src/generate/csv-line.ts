/** RFC 4180: quoted only when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 44 || c === 34 || c === 10 || c === 13) return `"${value.replace(/"/g, '""')}"`;
  }
  return value;
}

/**
 * Writes CSV lines of a fixed header where only some columns are ever filled: the filled columns
 * are found by name in the header, and the runs of empty columns between them become constant
 * strings of commas. A line is then one concatenation per filled column, without a per-row array
 * of every column to join (the Sirene files have 35 and 54 columns, half of them always empty).
 */
export class CsvLine<Name extends string> {
  /** Slot of each filled column, in header order. */
  readonly slot: Readonly<Record<Name, number>>;
  private readonly separators: string[];
  private readonly tail: string;
  /** Values of the filled columns for the line being built, by slot (already CSV-escaped). */
  readonly values: string[];

  constructor(header: readonly string[], filled: readonly Name[]) {
    const positions = filled.map((name) => {
      const position = header.indexOf(name);
      if (position < 0) throw new Error(`column ${name} is not in the header`);
      return { name, position };
    });
    positions.sort((a, b) => a.position - b.position);
    const slot = {} as Record<Name, number>;
    positions.forEach(({ name }, i) => (slot[name] = i));
    this.slot = slot;
    // separators[i] precedes value i: the commas from the previous filled column (or the line start).
    this.separators = positions.map(({ position }, i) => ','.repeat(i === 0 ? position : position - (positions[i - 1] as { position: number }).position));
    this.tail = `${','.repeat(header.length - 1 - (positions[positions.length - 1]?.position ?? 0))}\n`;
    this.values = new Array<string>(positions.length).fill('');
  }

  /** The line of the current values, newline-terminated. */
  build(): string {
    const values = this.values;
    const separators = this.separators;
    let line = (separators[0] as string) + (values[0] as string);
    for (let i = 1; i < values.length; i++) line += (separators[i] as string) + (values[i] as string);
    return line + this.tail;
  }
}

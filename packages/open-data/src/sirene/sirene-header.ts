/**
 * Resolves Sirene column names to positions. INSEE's 2019 files had lowercased headers and current ones are
 * camelCase, some files carry trailing spaces or a BOM: names are compared trimmed and lowercased.
 */
export function normalizeHeaderName(name: string): string {
  return name.replace(/^\uFEFF/, '').trim().toLowerCase();
}

export class SireneHeader {
  private readonly positions = new Map<string, number>();

  constructor(readonly names: readonly string[]) {
    names.forEach((name, index) => {
      const key = normalizeHeaderName(name);
      if (!this.positions.has(key)) this.positions.set(key, index);
    });
  }

  get columnCount(): number {
    return this.names.length;
  }

  /** Position of a column (any case), or -1 when this layout lacks it (older layouts lack the newer columns). */
  indexOf(column: string): number {
    return this.positions.get(column.toLowerCase()) ?? -1;
  }

  /** Throws when a column the importer cannot do without is missing: the file is not of this kind. */
  require(columns: readonly string[], kind: string): void {
    const missing = columns.filter((column) => this.indexOf(column) < 0);
    if (missing.length > 0) throw new Error(`${kind}: missing column(s) ${missing.join(', ')} in the header line (it starts ${this.names.slice(0, 4).join(',')}…)`);
  }
}

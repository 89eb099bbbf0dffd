import { describe, expect, it } from 'vitest';
import type { Table } from '../../model/document-model';
import { columnBoxes, cutIntoPages, LONG_FONT_SIZE, LONG_LINE, ROW_PADDING, wrapCell } from './table-pages';
import { loadFonts, textMeasure } from './text-measure';

/** One point per character: widths a reader can count. */
const monospace = (text: string) => text.length;

describe('wrapCell', () => {
  it('keeps a text that fits on one line whole', () => {
    expect(wrapCell('Agence de Lyon', 20, monospace)).toEqual({ lines: ['Agence de Lyon'], shortened: false });
  });

  it('wraps at spaces, never inside a no-break space, and cuts a word wider than a line between characters', () => {
    expect(wrapCell('12 rue de la République, 69003 Lyon', 12, monospace).lines).toEqual(['12 rue de la', 'République,', '69003 Lyon']);
    expect(wrapCell('1\u00a0234\u00a0567,89\u00a0€ net', 15, monospace).lines).toEqual(['1\u00a0234\u00a0567,89\u00a0€', 'net']);
    expect(wrapCell('ABCDEFGHIJKLMNOP x', 6, monospace).lines).toEqual(['ABCDEF', 'GHIJKL', 'MNOP x']);
  });

  it('cuts a text longer than the line limit with an ellipsis and says so', () => {
    const cell = wrapCell('un deux trois quatre cinq six sept huit', 6, monospace, 3);
    expect(cell.lines).toEqual(['un', 'deux', 'trois…']);
    expect(cell.shortened).toBe(true);
  });
});

describe('cutIntoPages', () => {
  const table: Table = {
    columns: [
      { header: 'N°', type: 'number', width: 1 },
      { header: 'Texte', type: 'text', width: 3 },
    ],
    rows: Array.from({ length: 25 }, (_, i) => [i + 1, i % 5 === 0 ? 'mot '.repeat(12).trim() : 'court']),
  };

  it('keeps every row once, in order, and fills each page up to its height', () => {
    const boxes = columnBoxes(table, 40);
    expect(boxes.map((b) => [b.x, b.width, b.right])).toEqual([
      [0, 10, true],
      [10, 30, false],
    ]);
    const pages = cutIntoPages(table, boxes, 60, monospace);
    expect(pages.flatMap((page) => page.rows.map((row) => row.cells[0]?.[0]))).toEqual(table.rows.map((row) => String(row[0])));
    expect(pages.map((page) => [page.first, page.last])).toEqual(pages.map((page, i) => [i === 0 ? 1 : (pages[i - 1]?.last ?? 0) + 1, page.first + page.rows.length - 1]));
    for (const page of pages) {
      expect(page.height).toBeLessThanOrEqual(60);
      expect(page.height).toBeCloseTo(page.rows.reduce((sum, row) => sum + row.height, 0));
    }
    // A long text takes two lines (26 points of 48 characters in a 26-point column), and its row twice the height.
    const first = pages[0]?.rows[0];
    expect(first?.cells[1]).toEqual(['mot mot mot mot mot mot', 'mot mot mot mot mot mot']);
    expect(first?.height).toBe(2 * LONG_LINE + 2 * ROW_PADDING);
  });

  it('measures with the shipped font as pdfkit will draw it', async () => {
    const measure = textMeasure((await loadFonts()).regular, LONG_FONT_SIZE);
    expect(measure('Lyon')).toBeGreaterThan(0);
    expect(measure('Lyon Lyon')).toBeCloseTo(measure('Lyon ') + measure('Lyon'));
    expect(measure('MMMM')).toBeGreaterThan(measure('iiii'));
  });
});

import { createElement as h, type ReactElement } from 'react';
import { Canvas, Text, View } from '@react-pdf/renderer';
import { printable } from '../../format/french-text';
import type { Table } from '../../model/document-model';
import { INK, LIGHT, type PdfStyles } from './styles';
import { CELL_PADDING, LONG_FONT_SIZE, LONG_LINE, ROW_PADDING, type ColumnBox, type LongTablePage } from './table-pages';
import type { LoadedFont } from './text-measure';

/** The part of pdfkit's document that react-pdf's Canvas hands to `paint` and that we draw with. */
interface Painter {
  font(font: LoadedFont, size: number): Painter;
  fillColor(color: string): Painter;
  rect(x: number, y: number, width: number, height: number): Painter;
  fill(color: string): Painter;
  text(text: string, x: number, y: number, options: { lineBreak: false }): Painter;
}

/** DejaVu Sans' ascent and descent (0.928 + 0.236 em) centred in a line: pdfkit places a text by its top. */
const LINE_TOP = (LONG_LINE - 1.164 * LONG_FONT_SIZE) / 2;

/**
 * A page of a long table: its header row, then its rows painted line by line, every other row on a
 * tinted band. Each line is one text at a measured place (read in row order when copied from the PDF).
 */
export function longTablePageView(
  table: Table,
  page: LongTablePage,
  boxes: readonly ColumnBox[],
  font: LoadedFont,
  measure: (text: string) => number,
  styles: PdfStyles,
): ReactElement {
  const width = boxes.reduce((sum, box) => sum + box.width, 0);
  const paint = (painter: Painter): null => {
    let top = 0;
    page.rows.forEach((row, r) => {
      if (r % 2 === 1) painter.rect(0, top, width, row.height).fill(LIGHT);
      top += row.height;
    });
    painter.font(font, LONG_FONT_SIZE).fillColor(INK);
    top = 0;
    for (const row of page.rows) {
      row.cells.forEach((lines, i) => {
        const box = boxes[i];
        if (!box) return;
        lines.forEach((line, l) => {
          const x = box.right ? box.x + box.width - CELL_PADDING - measure(line) : box.x + CELL_PADDING;
          painter.text(line, x, top + ROW_PADDING + l * LONG_LINE + LINE_TOP, { lineBreak: false });
        });
      });
      top += row.height;
    }
    return null;
  };
  return h(
    View,
    { style: styles.table },
    h(
      View,
      { style: styles.headRow },
      ...table.columns.map((column, i) =>
        h(Text, { key: `h${i}`, style: [styles.headCell, { width: boxes[i]?.width ?? 0, textAlign: boxes[i]?.right ? 'right' : 'left' }] }, printable(column.header)),
      ),
    ),
    h(Canvas, { style: { width, height: page.height }, paint }),
  );
}

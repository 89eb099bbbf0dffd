import { createElement as h, type ReactElement } from 'react';
import { Canvas } from '@react-pdf/renderer';
import { numberFr, printable } from '../../format/french-text';
import type { Table } from '../../model/document-model';
import { paintTexts, type Painter, type PlacedText } from './painter';
import { GREY, INK, LIGHT } from './styles';
import { CELL_PADDING, columnBoxes, cutIntoPages, LONG_FONT_SIZE, LONG_LINE, ROW_PADDING, wrapCell, type LongTablePage } from './table-pages';
import { textMeasure, type LoadedFont, type Measure } from './text-measure';

/** Caption and header row: 7 pt type on lines of 9.45 pt, as the short tables' header cells. */
const SMALL = 7;
const SMALL_LINE = 9.45;
const CAPTION_GAP = 5;
const HEAD_PADDING = 3;
const HEAD_RULE = 0.75;
/** Space kept under the table, and a point to spare: content taller than its page is split by react-pdf. */
const BOTTOM_GAP = 7;

/** pdfkit places a text by its top: DejaVu Sans' ascent and descent (0.928 + 0.236 em) centred in a line. */
const lineTop = (line: number, size: number) => (line - 1.164 * size) / 2;

interface PageArea {
  /** Width and height of a page's content box (inside the page's paddings), in points. */
  width: number;
  height: number;
}

/**
 * The pages' contents of a long table: each a canvas with the caption (which rows of how many), the
 * header row, and the rows painted line by line, every other row on a tinted band. Each line is one
 * text at a measured place: the PDF reads row after row when copied, and nothing is left to react-pdf's
 * layout but the page frame.
 */
export function longTablePages(table: Table, heading: string, area: PageArea, fonts: { regular: LoadedFont; bold: LoadedFont }, accent: string): ReactElement[] {
  const cellMeasure = textMeasure(fonts.regular, LONG_FONT_SIZE);
  const captionMeasure: Measure = textMeasure(fonts.regular, SMALL);
  const headMeasure = textMeasure(fonts.bold, SMALL);
  const boxes = columnBoxes(table, area.width);
  const head = table.columns.map((column, i) => wrapCell(printable(column.header), (boxes[i]?.width ?? 0) - 2 * CELL_PADDING, headMeasure).lines);
  const headHeight = Math.max(1, ...head.map((lines) => lines.length)) * SMALL_LINE + 2 * HEAD_PADDING;
  const total = numberFr(table.rows.length, 0);
  const caption = (first: number, last: number, shortened: boolean) =>
    wrapCell(
      printable(`${heading} — lignes ${numberFr(first, 0)} à ${numberFr(last, 0)} sur ${total}${shortened ? ' (textes très longs abrégés : le XLSX et le CSV les donnent en entier)' : ''}`),
      area.width,
      captionMeasure,
    ).lines;
  const captionHeight = caption(table.rows.length, table.rows.length, true).length * SMALL_LINE + CAPTION_GAP;
  const top = captionHeight + headHeight + HEAD_RULE;
  const pages = cutIntoPages(table, boxes, area.height - top - BOTTOM_GAP, cellMeasure);
  return pages.map((page) => pageCanvas(page, caption(page.first, page.last, page.shortened)));

  function pageCanvas(page: LongTablePage, captionLines: string[]): ReactElement {
    const paint = (painter: Painter): null => {
      // Bands first (header and every other row), then the rule under the header, then the texts.
      painter.rect(0, captionHeight, area.width, headHeight).fill(LIGHT);
      let y = top;
      page.rows.forEach((row, r) => {
        if (r % 2 === 1) painter.rect(0, y, area.width, row.height).fill(LIGHT);
        y += row.height;
      });
      painter
        .lineWidth(HEAD_RULE)
        .moveTo(0, captionHeight + headHeight + HEAD_RULE / 2)
        .lineTo(area.width, captionHeight + headHeight + HEAD_RULE / 2)
        .stroke(accent);
      const small = lineTop(SMALL_LINE, SMALL);
      paintTexts(painter, fonts.regular, SMALL, GREY, captionLines.map((text, l) => ({ text, x: 0, y: l * SMALL_LINE + small })));
      paintTexts(
        painter,
        fonts.bold,
        SMALL,
        INK,
        head.flatMap((lines, i) => {
          const box = boxes[i];
          if (!box) return [];
          return lines.map((text, l) => ({
            text,
            x: box.right ? box.x + box.width - CELL_PADDING - headMeasure(text) : box.x + CELL_PADDING,
            y: captionHeight + HEAD_PADDING + l * SMALL_LINE + small,
          }));
        }),
      );
      const cell = lineTop(LONG_LINE, LONG_FONT_SIZE);
      const lines: PlacedText[] = [];
      y = top;
      for (const row of page.rows) {
        row.cells.forEach((cellLines, i) => {
          const box = boxes[i];
          if (!box) return;
          cellLines.forEach((text, l) => {
            lines.push({ text, x: box.right ? box.x + box.width - CELL_PADDING - cellMeasure(text) : box.x + CELL_PADDING, y: y + ROW_PADDING + l * LONG_LINE + cell });
          });
        });
        y += row.height;
      }
      paintTexts(painter, fonts.regular, LONG_FONT_SIZE, INK, lines);
      return null;
    };
    return h(Canvas, { style: { width: area.width, height: top + page.height }, paint });
  }
}

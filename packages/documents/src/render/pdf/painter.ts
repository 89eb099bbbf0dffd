import type { LoadedFont } from './text-measure';

/** The part of pdfkit's document that react-pdf's Canvas hands to `paint` and that we draw with. */
export interface Painter {
  font(font: LoadedFont, size: number): Painter;
  fillColor(color: string): Painter;
  rect(x: number, y: number, width: number, height: number): Painter;
  fill(color: string): Painter;
  moveTo(x: number, y: number): Painter;
  lineTo(x: number, y: number): Painter;
  lineWidth(width: number): Painter;
  stroke(color: string): Painter;
  text(text: string, x: number, y: number, options: { lineBreak: false }): Painter;
}

export interface PlacedText {
  text: string;
  x: number;
  /** Top of the text's glyph box (ascent to descent): pdfkit places a text by its top. */
  y: number;
}

/** Texts, each at its place, in one font, size and colour. */
export function paintTexts(painter: Painter, font: LoadedFont, size: number, color: string, texts: readonly PlacedText[]): void {
  painter.font(font, size).fillColor(color);
  for (const { text, x, y } of texts) painter.text(text, x, y, { lineBreak: false });
}

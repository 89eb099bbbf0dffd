import { createElement as h, type ReactElement } from 'react';
import { Canvas, Text, View } from '@react-pdf/renderer';
import { printable } from '../../format/french-text';
import { paintTexts, type Painter } from './painter';
import { GREY, INK, RULE } from './styles';
import { textMeasure, type LoadedFont } from './text-measure';

/** Side margins of the frame, as the page's. */
const MARGIN = 40;
const HEADER_TOP = 20;
/** react-pdf resolves the page's line height (1.35 × 8.5 pt) once, and every text of the page inherits it in points. */
const LINE = 11.475;
const HEADER_PADDING = 4;
const HEADER_RULE = 0.75;
/** The footer starts this far above the page's bottom edge. */
const FOOTER_FROM_BOTTOM = 50;
const FOOTER_RULE = 0.5;
const FOOTER_PADDING = 4;
const LABEL_GAP = 2;

export interface FrameTexts {
  brand: string;
  /** The document's title and its SIREN, on the header's right. */
  headerRight: string;
  /** The brand, the site and the verification code, on the footer's second line. */
  footerLeft: string;
  /** The footer's first line: the non-official label, or a letter's own (frameLabel). */
  label: string;
  accent: string;
}

/**
 * The frame every page carries: header (brand, title and SIREN, a rule) and footer (a rule, the
 * non-official label; then the site, the verification code and "page x/y"). What never changes is
 * painted by one fixed canvas (nothing for react-pdf to lay out on each page); the footer's second
 * line stays a react-pdf text, for the page number only react-pdf knows.
 */
export function frameView(page: { width: number; height: number }, texts: FrameTexts, fonts: { regular: LoadedFont; bold: LoadedFont }): ReactElement[] {
  const right = textMeasure(fonts.regular, 7.5);
  const headerRight = printable(texts.headerRight);
  const ruleY = HEADER_TOP + LINE + HEADER_PADDING + HEADER_RULE / 2;
  const footerTop = page.height - FOOTER_FROM_BOTTOM;
  const paint = (painter: Painter): null => {
    painter.lineWidth(HEADER_RULE).moveTo(MARGIN, ruleY).lineTo(page.width - MARGIN, ruleY).stroke(texts.accent);
    painter.lineWidth(FOOTER_RULE).moveTo(MARGIN, footerTop + FOOTER_RULE / 2).lineTo(page.width - MARGIN, footerTop + FOOTER_RULE / 2).stroke(RULE);
    paintTexts(painter, fonts.bold, 9, texts.accent, [{ text: printable(texts.brand), x: MARGIN, y: HEADER_TOP }]);
    paintTexts(painter, fonts.regular, 7.5, GREY, [{ text: headerRight, x: page.width - MARGIN - right(headerRight), y: HEADER_TOP }]);
    paintTexts(painter, fonts.bold, 7.5, INK, [{ text: printable(texts.label), x: MARGIN, y: footerTop + FOOTER_RULE + FOOTER_PADDING }]);
    return null;
  };
  return [
    h(Canvas, { key: 'frame', fixed: true, style: { position: 'absolute', top: 0, left: 0, width: page.width, height: page.height }, paint }),
    h(
      View,
      {
        key: 'footer',
        fixed: true,
        style: {
          position: 'absolute',
          top: footerTop + FOOTER_RULE + FOOTER_PADDING + LINE + LABEL_GAP,
          left: MARGIN,
          right: MARGIN,
          flexDirection: 'row',
          justifyContent: 'space-between',
          fontSize: 7,
          color: GREY,
        },
      },
      h(Text, {}, printable(texts.footerLeft)),
      h(Text, { render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) => `page ${pageNumber}/${totalPages}` }),
    ),
  ];
}

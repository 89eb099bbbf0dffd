import { createElement as h, type ReactElement } from 'react';
import { Document, Image, Page, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { cellText, isNumeric } from '../../format/cell-text';
import { dateFr, issuedAtFr, numberFr, printable, sirenFr } from '../../format/french-text';
import type { Block, DocumentModel, IssueInfo, Section, SourceRef, Table } from '../../model/document-model';
import { chartView } from './chart';
import { frameLabel } from '../non-official-label';
import { frameView } from './frame-view';
import { registerFonts } from './fonts';
import { A4, GRADE_COLORS, GREY, pdfStyles, type PdfStyles } from './styles';
import { longTablePages } from './long-table-view';
import { LONG_TABLE_ROWS } from './table-pages';
import { loadFonts } from './text-measure';

const sourceText = (source: SourceRef) => (source.asOf ? `${source.label}, situation au ${dateFr(source.asOf)}` : source.label);

function tableView(table: Table, styles: PdfStyles, key: string): ReactElement {
  const total = table.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = table.columns.map((column) => `${((column.width / total) * 100).toFixed(3)}%`);
  const aligns = table.columns.map((column) => (isNumeric(column.type) ? 'right' : 'left') as 'right' | 'left');
  const head = h(
    View,
    { style: styles.headRow, fixed: true },
    ...table.columns.map((column, i) => h(Text, { key: `h${i}`, style: [styles.headCell, { width: widths[i] ?? '10%', textAlign: aligns[i] ?? 'left' }] }, printable(column.header))),
  );
  const rows = table.rows.map((row, r) =>
    h(
      View,
      { key: `r${r}`, style: styles.row, wrap: false },
      ...table.columns.map((column, i) => h(Text, { key: `c${i}`, style: [styles.cell, { width: widths[i] ?? '10%', textAlign: aligns[i] ?? 'left' }] }, cellText(column.type, row[i] ?? null))),
    ),
  );
  return h(View, { key, style: styles.table }, head, ...rows);
}

function blockView(block: Block, styles: PdfStyles, key: string): ReactElement {
  switch (block.type) {
    case 'fields':
      return h(
        View,
        { key },
        ...block.rows.map(([label, value], i) =>
          h(View, { key: `f${i}`, style: styles.fieldRow, wrap: false }, h(Text, { style: styles.fieldLabel }, printable(label)), h(Text, { style: styles.fieldValue }, printable(value))),
        ),
      );
    case 'paragraph':
      return h(Text, { key, style: styles.paragraph }, printable(block.text));
    case 'notice':
      return h(Text, { key, style: styles.notice }, printable(block.text));
    case 'table': {
      const body = block.table.rows.length === 0 ? h(Text, { key: 'e', style: styles.empty }, printable(block.emptyText)) : tableView(block.table, styles, 't');
      return block.caption ? h(View, { key }, h(Text, { style: styles.tableCaption, minPresenceAhead: 30 }, printable(block.caption)), body) : h(View, { key }, body);
    }
    case 'chart':
      return h(View, { key }, chartView(block.chart, styles));
    case 'grade':
      return h(
        View,
        { key, style: styles.gradeRow, wrap: false },
        h(View, { style: [styles.gradeBadge, { backgroundColor: GRADE_COLORS[block.grade] ?? GREY }] }, h(Text, { style: styles.gradeLetter }, block.grade)),
        h(View, {}, h(Text, { style: styles.gradeLabel }, printable(block.label)), h(Text, { style: styles.gradeCaption }, printable(block.caption))),
      );
  }
}

/** A block short enough to keep on the page of its section's heading. */
function isShort(block: Block): boolean {
  if (block.type === 'fields') return block.rows.length <= 16;
  if (block.type === 'table') return block.table.rows.length <= 6;
  return true;
}

function sectionView(section: Section, styles: PdfStyles, key: string, letter: boolean): ReactElement {
  const blocks = section.blocks.map((block, i) =>
    letter && block.type === 'paragraph' ? h(Text, { key: `p${i}`, style: [styles.paragraph, styles.letterBody] }, printable(block.text)) : blockView(block, styles, `b${i}`),
  );
  const heading = [
    h(Text, { key: 'h', style: styles.sectionHeading }, printable(section.heading)),
    section.sources.length > 0
      ? h(Text, { key: 's', style: styles.sources }, printable(`Source${section.sources.length > 1 ? 's' : ''} : ${section.sources.map(sourceText).join(' · ')}`))
      : null,
  ];
  // A heading never ends a page alone: it stays with its first block when that block is short,
  // else with at least some of what follows (react-pdf's minPresenceAhead).
  const first = section.blocks[0];
  const head =
    first && isShort(first)
      ? h(View, { wrap: false }, ...heading, blocks[0])
      : h(View, { wrap: false, minPresenceAhead: 80 }, ...heading);
  // react-pdf moves an element to the next page for its minPresenceAhead only when some sibling
  // precedes it: an empty view goes first, so that a heading never stays alone at a page's foot.
  return h(View, { key, style: styles.section }, h(View, { key: 'a' }), head, ...(first && isShort(first) ? blocks.slice(1) : blocks));
}

/** The verification address in two lines under the QR code (a URL has no space to wrap at). */
function qrCaption(url: string): string {
  const cut = url.indexOf('/verification/');
  return cut < 0 ? url : `${url.slice(0, cut).replace(/^https?:\/\//, '')}\n${url.slice(cut)}`;
}

/** Page objects of a PDF written by react-pdf (its page dictionaries are never compressed). */
export function countPages(bytes: Buffer): number {
  return bytes.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

/** Draws a document model as an A4 PDF with the frame every document shares. */
export async function renderPdf(model: DocumentModel, issue: IssueInfo, qrDataUrl: string): Promise<{ bytes: Buffer; pageCount: number }> {
  registerFonts();
  // Lists of many columns are printed across the page.
  const landscape = model.list !== null && model.list.table.columns.length >= 7;
  const styles = pdfStyles(issue.brand.accentColor);
  const fonts = await loadFonts();
  const frame = frameView(
    landscape ? { width: A4.height, height: A4.width } : A4,
    {
      brand: issue.brand.name,
      headerRight: [model.title, model.siren ? `SIREN ${sirenFr(model.siren)}` : null].filter(Boolean).join(' — '),
      footerLeft: `${issue.brand.name} — ${issue.brand.siteUrl.replace(/^https?:\/\//, '')} — vérification : ${issue.verificationCode}`,
      label: frameLabel(model.letter),
      accent: issue.brand.accentColor,
    },
    fonts,
  );
  const pageProps = { size: 'A4', orientation: landscape ? 'landscape' : 'portrait', style: styles.page } as const;
  const contentWidth = (landscape ? A4.height : A4.width) - 80;
  // Long tables are drawn on pages of their own, laid out by us, their header repeated on each page.
  const long: { heading: string; table: Table }[] = [];
  const sections = model.sections.map((section) => ({
    ...section,
    blocks: section.blocks.map((block): Block => {
      if (block.type !== 'table' || block.table.rows.length <= LONG_TABLE_ROWS) return block;
      long.push({ heading: block.caption ? `${section.heading} — ${block.caption}` : section.heading, table: block.table });
      return { type: 'notice', text: `Les ${numberFr(block.table.rows.length, 0)} lignes suivent, à partir de la page suivante ; l'en-tête du tableau est répété sur chaque page.` };
    }),
  }));
  const area = { width: contentWidth, height: (landscape ? A4.width : A4.height) - styles.page.paddingTop - styles.page.paddingBottom };
  const tablePages = long.flatMap(({ heading, table }) =>
    longTablePages(table, heading, area, fonts, issue.brand.accentColor).map((canvas, i) => h(Page, { key: `t${heading}${i}`, ...pageProps, wrap: true }, ...frame, canvas)),
  );
  const page = h(
    Page,
    { ...pageProps, wrap: true },
    ...frame,
    h(
      View,
      { style: styles.top },
      h(
        View,
        { style: [styles.titleBox, { width: (landscape ? A4.height : A4.width) - 80 - 105 }] },
        h(Text, { style: styles.title }, printable(model.title)),
        h(Text, { style: styles.subtitle }, printable(model.subtitle)),
        h(Text, { style: styles.issue }, printable(`Émis le ${issuedAtFr(issue.issuedAt)}`)),
        h(Text, { style: styles.issue }, `Code de vérification : ${issue.verificationCode}`),
      ),
      h(View, { style: styles.qrBox }, h(Image, { style: styles.qr, src: qrDataUrl }), h(Text, { style: styles.qrCaption }, qrCaption(issue.verificationUrl))),
    ),
    model.identity
      ? h(
          View,
          { style: styles.identity, wrap: false },
          h(Text, { style: styles.identityName }, printable(model.identity.name)),
          ...model.identity.rows.map(([label, value], i) =>
            h(View, { key: `i${i}`, style: { flexDirection: 'row' } }, h(Text, { style: styles.fieldLabel }, printable(label)), h(Text, { style: styles.fieldValue }, printable(value))),
          ),
        )
      : null,
    ...sections.map((section, i) => sectionView(section, styles, `s${i}`, model.letter)),
  );
  const document = h(Document, { title: model.title, author: issue.brand.name, creator: issue.brand.name, producer: issue.brand.name, language: 'fr-FR' }, page, ...tablePages);
  const bytes = await renderToBuffer(document);
  return { bytes, pageCount: countPages(bytes) };
}

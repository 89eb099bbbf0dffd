import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table as DocxTable,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { cellText, isNumeric } from '../format/cell-text';
import { dateFr, issuedAtFr, printable, sirenFr, numberFr } from '../format/french-text';
import type { Block, DocumentModel, IssueInfo, Section, Table } from '../model/document-model';
import { frameLabel } from './non-official-label';

const FONT = 'Arial';
const hex = (color: string) => color.replace('#', '').toUpperCase();

/** Text with `\n` as line breaks inside one paragraph. */
function lines(text: string, options: { bold?: boolean; size?: number; color?: string; italics?: boolean } = {}): TextRun[] {
  return printable(text)
    .split('\n')
    .map((line, i) => new TextRun({ text: line, break: i > 0 ? 1 : 0, font: FONT, ...options }));
}

function tableOf(table: Table): DocxTable {
  const total = table.columns.reduce((sum, column) => sum + column.width, 0);
  const cell = (text: string, width: number, header: boolean, right: boolean) =>
    new TableCell({
      width: { size: Math.round((width / total) * 100), type: WidthType.PERCENTAGE },
      shading: header ? { type: ShadingType.CLEAR, fill: 'EEF1F5', color: 'auto' } : undefined,
      children: [new Paragraph({ alignment: right ? AlignmentType.RIGHT : AlignmentType.LEFT, children: lines(text, { bold: header, size: 16 }) })],
    });
  return new DocxTable({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: table.columns.map((column) => cell(column.header, column.width, true, isNumeric(column.type))) }),
      ...table.rows.map((row) => new TableRow({ children: table.columns.map((column, i) => cell(cellText(column.type, row[i] ?? null), column.width, false, isNumeric(column.type))) })),
    ],
  });
}

function blockOf(block: Block): (Paragraph | DocxTable)[] {
  switch (block.type) {
    case 'fields':
      return [
        new DocxTable({
          width: { size: 100, type: WidthType.PERCENTAGE },
          borders: {
            top: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
            bottom: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
            left: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
            right: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
            insideVertical: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
            insideHorizontal: { style: BorderStyle.SINGLE, size: 2, color: 'D5DBE3' },
          },
          rows: block.rows.map(
            ([label, value]) =>
              new TableRow({
                children: [
                  new TableCell({ width: { size: 34, type: WidthType.PERCENTAGE }, children: [new Paragraph({ children: lines(label, { color: '5B6470', size: 18 }) })] }),
                  new TableCell({ width: { size: 66, type: WidthType.PERCENTAGE }, children: [new Paragraph({ children: lines(value, { size: 18 }) })] }),
                ],
              }),
          ),
        }),
      ];
    case 'paragraph':
      return [new Paragraph({ spacing: { after: 120 }, children: lines(block.text) })];
    case 'notice':
      return [new Paragraph({ spacing: { before: 80, after: 120 }, shading: { type: ShadingType.CLEAR, fill: 'EEF1F5', color: 'auto' }, children: lines(block.text, { size: 16, color: '5B6470' }) })];
    case 'table':
      return [
        ...(block.caption ? [new Paragraph({ spacing: { before: 80, after: 60 }, children: lines(block.caption, { bold: true }) })] : []),
        ...(block.table.rows.length === 0 ? [new Paragraph({ children: lines(block.emptyText, { color: '5B6470' }) })] : [tableOf(block.table), new Paragraph({})]),
      ];
    case 'chart': {
      // The DOCX carries the chart's figures as a table: same content, editable.
      const { chart } = block;
      return [
        new Paragraph({ spacing: { before: 120 }, children: lines(chart.title, { bold: true }) }),
        tableOf({
          columns: [{ header: '', type: 'text', width: 24 }, ...chart.categories.map((c) => ({ header: c, type: 'text' as const, width: 12 }))],
          rows: chart.series.map((s) => [s.label, ...s.values.map((v) => (v === null ? null : `${numberFr(v, 1)} ${chart.unit}`))]),
        }),
        new Paragraph({}),
      ];
    }
    case 'grade':
      return [new Paragraph({ spacing: { after: 80 }, children: [...lines(`${block.label} : `, { bold: true }), ...lines(block.grade, { bold: true, size: 28 }), ...lines(` — ${block.caption}`)] })];
  }
}

function sectionOf(section: Section, accent: string, letter: boolean): (Paragraph | DocxTable)[] {
  const sources = section.sources.map((s) => (s.asOf ? `${s.label}, situation au ${dateFr(s.asOf)}` : s.label)).join(' · ');
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_2, spacing: { before: 240, after: 60 }, children: lines(section.heading, { bold: true, color: hex(accent), size: letter ? 22 : 24 }) }),
    ...(sources ? [new Paragraph({ spacing: { after: 80 }, children: lines(`Source${section.sources.length > 1 ? 's' : ''} : ${sources}`, { size: 14, color: '5B6470' }) })] : []),
    ...section.blocks.flatMap(blockOf),
  ];
}

/** The same model as the PDF, written as an editable Word document. */
export async function renderDocx(model: DocumentModel, issue: IssueInfo, qrPng: Buffer): Promise<Buffer> {
  const accent = issue.brand.accentColor;
  const children: (Paragraph | DocxTable)[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: lines(model.title, { bold: true, size: 34, color: hex(accent) }) }),
    new Paragraph({ children: lines(model.subtitle, { color: '5B6470' }) }),
    new Paragraph({ children: lines(`Émis le ${issuedAtFr(issue.issuedAt)} — code de vérification : ${issue.verificationCode}`, { size: 16 }) }),
    new Paragraph({
      spacing: { after: 200 },
      children: [new ImageRun({ type: 'png', data: qrPng, transformation: { width: 72, height: 72 } }), ...lines(`  Vérifier ce document : ${issue.verificationUrl}`, { size: 14, color: '5B6470' })],
    }),
  ];
  if (model.identity) {
    children.push(new Paragraph({ children: lines(model.identity.name, { bold: true, size: 24 }) }));
    children.push(...blockOf({ type: 'fields', rows: model.identity.rows }));
  }
  children.push(...model.sections.flatMap((section) => sectionOf(section, accent, model.letter)));
  const headerText = [issue.brand.name, model.title, model.siren ? `SIREN ${sirenFr(model.siren)}` : null].filter(Boolean).join(' — ');
  const document = new Document({
    creator: issue.brand.name,
    title: model.title,
    description: frameLabel(model.letter),
    styles: { default: { document: { run: { font: FONT, size: 18 } } } },
    sections: [
      {
        properties: { page: { size: { width: 11906, height: 16838 }, margin: { top: 1000, bottom: 1000, left: 800, right: 800 } } },
        headers: { default: new Header({ children: [new Paragraph({ children: lines(headerText, { size: 14, color: '5B6470' }) })] }) },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({ children: lines(frameLabel(model.letter), { bold: true, size: 14 }) }),
              new Paragraph({
                children: [
                  ...lines(`${issue.brand.name} — vérification : ${issue.verificationCode} — `, { size: 14, color: '5B6470' }),
                  new TextRun({ children: ['page ', PageNumber.CURRENT, '/', PageNumber.TOTAL_PAGES], size: 14, color: '5B6470', font: FONT }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}

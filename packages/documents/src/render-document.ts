import { createHash } from 'node:crypto';
import { findDocumentKind, type DocumentFormat } from '@registre/domain';
import { parisDay } from './format/french-text';
import { buildDocumentModel } from './kinds/builders';
import type { DocumentData } from './model/document-data';
import type { IssueInfo } from './model/document-model';
import { renderCsv } from './render/render-csv';
import { renderDocx } from './render/render-docx';
import { renderXlsx } from './render/render-xlsx';
import { renderPdf } from './render/pdf/render-pdf';
import { qrCodeDataUrl } from './verification/qr-code';

export interface RenderRequest {
  data: DocumentData;
  format: DocumentFormat;
  issue: IssueInfo;
}

export interface RenderedDocument {
  bytes: Buffer;
  contentType: string;
  extension: DocumentFormat;
  /** `fiche-registre-552032534-2026-11-27.pdf` (the day of issue in Paris). */
  fileName: string;
  /** PDF only. */
  pageCount: number | null;
  /** Hex SHA-256 of `bytes`, as the verification page shows it. */
  sha256: string;
}

export const CONTENT_TYPES: Record<DocumentFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

export class UnsupportedFormatError extends Error {
  constructor(
    readonly kind: string,
    readonly format: string,
  ) {
    super(`Kind ${kind} is not delivered as ${format}`);
  }
}

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Renders one document: the kind's data, in one of the kind's catalogue formats, framed with the
 * issue date, the verification code and its QR code. Pure: reads no database, writes no file.
 */
export async function renderDocument({ data, format, issue }: RenderRequest): Promise<RenderedDocument> {
  const kind = findDocumentKind(data.kind);
  if (!kind || !kind.formats.includes(format)) throw new UnsupportedFormatError(data.kind, format);
  const model = buildDocumentModel(data);
  let bytes: Buffer;
  let pageCount: number | null = null;
  if (format === 'pdf') {
    const rendered = await renderPdf(model, issue, await qrCodeDataUrl(issue.verificationUrl));
    bytes = rendered.bytes;
    pageCount = rendered.pageCount;
  } else if (format === 'docx') {
    const dataUrl = await qrCodeDataUrl(issue.verificationUrl);
    bytes = await renderDocx(model, issue, Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
  } else if (format === 'xlsx') {
    bytes = await renderXlsx(model, issue);
  } else {
    bytes = renderCsv(model);
  }
  return {
    bytes,
    contentType: CONTENT_TYPES[format],
    extension: format,
    fileName: `${model.fileStem}-${parisDay(issue.issuedAt)}.${format}`,
    pageCount,
    sha256: sha256Hex(bytes),
  };
}

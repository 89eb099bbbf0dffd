import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** One `<url>` of a urlset, or one `<sitemap>` of a sitemap index, entities decoded. */
export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** W3C Datetime as sitemaps use it: a date, or a date and time with seconds and a zone. */
export const W3C_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$/;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  processEntities: true,
  isArray: (name) => name === 'url' || name === 'sitemap',
});

interface ParsedDocument {
  urlset?: { '@xmlns'?: string; url?: SitemapEntry[] };
  sitemapindex?: { '@xmlns'?: string; sitemap?: SitemapEntry[] };
}

function parse(xml: string): ParsedDocument {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) throw new Error('missing XML declaration');
  return parser.parse(xml) as ParsedDocument;
}

/** The `<url>` entries of a sitemap file; throws unless it is a well-formed urlset of the sitemap namespace. */
export function parseUrlset(xml: string): SitemapEntry[] {
  const document = parse(xml);
  if (!document.urlset || document.urlset['@xmlns'] !== SITEMAP_NAMESPACE) throw new Error('not a sitemap urlset');
  return document.urlset.url ?? [];
}

/** The `<sitemap>` entries of a sitemap index; throws unless it is a well-formed sitemapindex. */
export function parseSitemapIndex(xml: string): SitemapEntry[] {
  const document = parse(xml);
  if (!document.sitemapindex || document.sitemapindex['@xmlns'] !== SITEMAP_NAMESPACE) throw new Error('not a sitemap index');
  return document.sitemapindex.sitemap ?? [];
}

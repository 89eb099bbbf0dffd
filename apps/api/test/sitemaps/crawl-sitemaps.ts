import { expect } from 'vitest';
import type { TestApp } from '../test-app';
import { parseSitemapIndex, parseUrlset, W3C_DATE, type SitemapEntry } from '../../../../test/helpers/sitemap-xml';

/** Every file of the API's sitemaps, read as a crawler would, each checked as it is read. */
export interface CrawledSitemaps {
  index: SitemapEntry[];
  /** Files by site path (`/sitemaps/companies/1.xml`), with their raw XML and entries. */
  files: Map<string, { xml: string; urls: SitemapEntry[] }>;
}

async function getXml(api: TestApp, url: string): Promise<string> {
  const response = await api.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(String(response.headers['cache-control'])).toMatch(/^public, max-age=\d+/);
  return response.body;
}

/** Reads the index, then every company and director file it lists (the fixed pages' file is the site's). */
export async function crawlSitemaps(api: TestApp, origin: string, perFile: number): Promise<CrawledSitemaps> {
  const index = parseSitemapIndex(await getXml(api, '/api/sitemaps/index.xml'));
  const files = new Map<string, { xml: string; urls: SitemapEntry[] }>();
  for (const entry of index) {
    expect(entry.loc.startsWith(`${origin}/sitemaps/`), entry.loc).toBe(true);
    const path = entry.loc.slice(origin.length);
    if (path === '/sitemaps/pages.xml' || path === '/sitemaps/content.xml') continue;
    expect(entry.lastmod, path).toMatch(W3C_DATE);
    const xml = await getXml(api, `/api${path}`);
    const urls = parseUrlset(xml);
    expect(urls.length, path).toBeLessThanOrEqual(perFile);
    for (const url of urls) expect(url.lastmod, url.loc).toMatch(W3C_DATE);
    files.set(path, { xml, urls });
  }
  return { index, files };
}

/** The site paths of every URL listed in the files of one kind. */
export function pathsOf(crawled: CrawledSitemaps, kind: 'companies' | 'directors', origin: string): string[] {
  return [...crawled.files.entries()]
    .filter(([path]) => path.startsWith(`/sitemaps/${kind}/`))
    .flatMap(([, file]) => file.urls.map((url) => url.loc.slice(origin.length)));
}

/** The file numbers of one kind in the order the index lists them. */
export function fileNumbersOf(crawled: CrawledSitemaps, kind: 'companies' | 'directors', origin: string): number[] {
  return crawled.index
    .map((entry) => entry.loc.slice(origin.length).match(new RegExp(`^/sitemaps/${kind}/(\\d+)\\.xml$`)))
    .flatMap((match) => (match ? [Number(match[1])] : []));
}

import { describe, expect, inject, it } from 'vitest';
import { parseSitemapIndex, parseUrlset } from '../../../test/helpers/sitemap-xml';

/**
 * Every internal link of the content pages (blog, glossary, guides, product articles, company
 * creation, registry dictionary, the site's own pages…), of the header and footer and of the
 * sitemaps leads to a page that opens. Fetch-based on the built site: each unique URL is asked for
 * once, a few at a time. The register's company and director sitemap files are walked by
 * sitemaps.test.ts; the menus opened in a browser by shell.test.ts.
 */
const webUrl = inject('webUrl');
const CONCURRENCY = 6;
/** Pages whose links are followed in turn (not only checked): the content sections and the site's own pages. */
const WALKED = /^\/(actualites|notre-lexique|nos-dossiers|experts|creation-entreprise|dictionnaire-greffe|hub-data|a-propos|faq|carrieres|newsroom|presse-media-kit|logiciel-comptable|pole-academie|documents-b2b|[a-z-]+\/article)(\/|$)/;

interface Visit {
  status: number;
  html: string | null;
}

/** A path of the site from an absolute URL of the sitemaps (on SITE_URL, not where the test site listens). */
const pathOf = (loc: string) => {
  const url = new URL(loc);
  return `${url.pathname}${url.search}`;
};

async function visit(path: string): Promise<Visit> {
  const response = await fetch(`${webUrl}${path}`, { redirect: 'follow' });
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, html: type.includes('text/html') ? await response.text() : (await response.arrayBuffer(), null) };
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&#x27;': "'", '&#39;': "'", '&quot;': '"' };

/** The internal links of a page (hrefs starting with one slash), without their fragment. */
function internalLinks(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*?\shref="(\/(?!\/)[^"]*)"/g)) {
    const href = (match[1] ?? '').replace(/&(amp|#x27|#39|quot);/g, (entity) => ENTITIES[entity] ?? entity).split('#')[0] ?? '';
    if (href && !href.startsWith('/_next/')) links.add(href);
  }
  return [...links];
}

/** The seeds: the home page (header and footer) and every URL of the sitemaps that are not the register's files. */
async function seeds(): Promise<string[]> {
  const index = parseSitemapIndex(await (await fetch(`${webUrl}/sitemap.xml`)).text());
  // The register's files are /sitemaps/{kind}/{n}.xml; the site's own are /sitemaps/{name}.xml.
  const files = index.map((entry) => pathOf(entry.loc)).filter((path) => /^\/sitemaps\/[^/]+\.xml$/.test(path));
  expect(files).toEqual(expect.arrayContaining(['/sitemaps/pages.xml', '/sitemaps/content.xml']));
  const urls = await Promise.all(files.map(async (file) => parseUrlset(await (await fetch(`${webUrl}${file}`)).text()).map((entry) => pathOf(entry.loc))));
  return ['/', ...urls.flat()];
}

/** Walks from the seeds: every URL fetched once; the links of the seeds and of walked pages queued. Answers each broken URL with the pages that link to it. */
async function walk(start: readonly string[]): Promise<{ checked: number; broken: Map<string, { status: number; from: Set<string> }> }> {
  const seen = new Map<string, Set<string>>(start.map((path) => [path, new Set(['(sitemap)'])]));
  const queue = [...seen.keys()];
  const seeded = new Set(start);
  const broken = new Map<string, { status: number; from: Set<string> }>();
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const { status, html } = await visit(path);
      if (status >= 400) broken.set(path, { status, from: seen.get(path) ?? new Set() });
      // A page with a query (a list's next page, a sort, a search) is checked, not walked: its links are its first page's.
      if (html === null || status >= 400 || !(seeded.has(path) || (WALKED.test(path) && !path.includes('?')))) continue;
      for (const link of internalLinks(html)) {
        const from = seen.get(link);
        if (from) from.add(path);
        else {
          seen.set(link, new Set([path]));
          queue.push(link);
        }
      }
    }
  };
  // Workers stop when the queue is empty; pages still in flight may queue more, so run rounds until none is left.
  while (queue.length > 0) await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { checked: seen.size, broken };
}

/** Whether a page still links to a path once its data is fresh (a page cached before another test's content sync may name a page that test removed). */
async function stillLinks(from: string, path: string): Promise<boolean> {
  if (from === '(sitemap)') return (await seeds()).includes(path);
  const { html } = await visit(from);
  return html !== null && internalLinks(html).includes(path);
}

/** A broken link asked again: null once the page answers, or no page of the first three that named it still does. */
async function stillBroken(path: string, from: ReadonlySet<string>): Promise<string | null> {
  const { status } = await visit(path);
  if (status < 400) return null;
  for (const referrer of [...from].slice(0, 3)) {
    if (await stillLinks(referrer, path)) return `${path} → ${status} (linked from ${referrer}${from.size > 1 ? ` and ${from.size - 1} more` : ''})`;
  }
  return null;
}

describe('links of the site', () => {
  it('leads nowhere that answers an error: every internal link of the content pages, the header, the footer and the sitemaps', async () => {
    const start = await seeds();
    expect(start.length).toBeGreaterThan(150);
    const { checked, broken } = await walk(start);
    expect(checked).toBeGreaterThan(start.length);
    // A page served stale from the data cache (10 s) is asked again until fresh: a link still there is broken.
    await expect
      .poll(async () => (await Promise.all([...broken].map(([path, { from }]) => stillBroken(path, from)))).filter((failure) => failure !== null), { timeout: 30_000, interval: 3_000 })
      .toEqual([]);
  }, 600_000);
});

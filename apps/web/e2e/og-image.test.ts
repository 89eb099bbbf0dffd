import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const webUrl = inject('webUrl');
let db: pg.Client;

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
});

/** A company of the generated register, with the names its image must or must not show. */
async function companyWhere(condition: string) {
  const { rows } = await db.query<{ siren: string; denomination: string | null; last_name: string | null; first_names: string | null }>(
    `SELECT siren, denomination, last_name, first_names FROM companies c WHERE ${condition} ORDER BY siren LIMIT 1`,
  );
  if (!rows[0]) throw new Error(`no company where ${condition}`);
  return rows[0];
}

/** A company page's own path: a wrong slug answers a 308 to it. */
async function canonicalPath(siren: string): Promise<string> {
  const response = await fetch(`${webUrl}/entreprises/${siren}/x`, { redirect: 'manual' });
  expect(response.status).toBe(308);
  return new URL(response.headers.get('location') ?? '', webUrl).pathname;
}

/** The page's meta tags, by `property` or `name`, decoded as the browser would. */
async function metaTags(path: string): Promise<Map<string, string>> {
  const response = await fetch(`${webUrl}${path}`);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const tags = new Map<string, string>();
  for (const [, key, content] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) {
    if (key !== undefined && content !== undefined && !tags.has(key)) tags.set(key, content.replaceAll('&amp;', '&'));
  }
  return tags;
}

/** Fetch an absolute image URL of the page on the site under test (SITE_URL may name another origin). */
function onSite(imageUrl: string): string {
  const url = new URL(imageUrl);
  return `${webUrl}${url.pathname}${url.search}`;
}

/** Width and height from a PNG's IHDR chunk, after checking its signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.toString('ascii', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('Open Graph image of a company page', () => {
  it('is named by the page and is a 1200×630 PNG, cached like company data', async () => {
    const company = await companyWhere(`diffusion_status = 'O' AND denomination IS NOT NULL`);
    const page = await metaTags(await canonicalPath(company.siren));

    const image = page.get('og:image');
    expect(image).toMatch(new RegExp(`/entreprises/${company.siren}/[^/]+/opengraph-image`));
    expect(page.get('og:image:width')).toBe('1200');
    expect(page.get('og:image:height')).toBe('630');
    expect(page.get('og:image:type')).toBe('image/png');
    expect(page.get('og:image:alt')).toBeTruthy();
    expect(page.get('twitter:card')).toBe('summary_large_image');
    expect(page.get('twitter:image')).toBe(image);

    const response = await fetch(onSite(image ?? ''));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(pngSize(Buffer.from(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    // Drawn once, then served from Next's cache (ISR) for the company data's random 86,400–129,600 s.
    // The first answer is a MISS on a fresh build, but a rerun reusing `.next` already holds the
    // image (a HIT, or STALE once its time is up): whichever it was, the image is then served from the cache.
    expect(['MISS', 'HIT', 'STALE']).toContain(response.headers.get('x-nextjs-cache'));
    let again = await fetch(onSite(image ?? ''));
    for (let attempt = 0; attempt < 5 && again.headers.get('x-nextjs-cache') !== 'HIT'; attempt += 1) again = await fetch(onSite(image ?? ''));
    expect(again.status).toBe(200);
    expect(again.headers.get('x-nextjs-cache')).toBe('HIT');
    const maxAge = Number(/max-age=(\d+)/.exec(again.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(86_400);
    expect(maxAge).toBeLessThanOrEqual(129_600);
  });

  it('exists for a non-diffusible sole trader, whose page names no person', async () => {
    const company = await companyWhere(`diffusion_status <> 'O' AND legal_category_code = '1000'`);
    const tags = await metaTags(await canonicalPath(company.siren));
    const image = tags.get('og:image');
    expect(image).toMatch(new RegExp(`/entreprises/${company.siren}/[^/]+/opengraph-image`));
    // The image is drawn from the identity the page shows, where the person's name is [ND] (the
    // card's own rules, city left out too, are unit-tested in company-og-card.test.ts).
    expect(tags.get('robots')).toContain('noindex');
    expect(tags.get('og:title')).toContain('[ND]');
    expect(new URL(image ?? '').pathname).toBe(`/entreprises/${company.siren}/nd/opengraph-image`);
    for (const name of [company.last_name, company.first_names]) {
      if (name !== null) expect(JSON.stringify([...tags.values()]).toUpperCase()).not.toContain(name.toUpperCase());
    }
    const response = await fetch(onSite(image ?? ''));
    expect(response.status).toBe(200);
    expect(pngSize(Buffer.from(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it('answers 404 for an unknown SIREN or a segment that is not one', async () => {
    expect((await fetch(`${webUrl}/entreprises/732829320/inconnue/opengraph-image`)).status).toBe(404);
    expect((await fetch(`${webUrl}/entreprises/pas-un-siren/inconnue/opengraph-image`)).status).toBe(404);
  });
});

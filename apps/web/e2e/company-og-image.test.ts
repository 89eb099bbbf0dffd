import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { companyPath } from '@registre/domain';

/** A company page names its Open Graph image, drawn on the server and cached a day. */
const webUrl = inject('webUrl');
let db: pg.Client;

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
});
afterAll(() => db?.end());

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('company Open Graph image', () => {
  it('is named by the page and served as a 1200×630 PNG with a day of caching', async () => {
    const { rows } = await db.query<{ siren: string; denomination: string }>(
      `SELECT siren, denomination FROM companies WHERE diffusion_status = 'O' AND denomination IS NOT NULL ORDER BY siren LIMIT 1`,
    );
    const company = rows[0];
    if (!company) throw new Error('no diffusible company');
    const html = await (await fetch(`${webUrl}${companyPath(company.siren, company.denomination)}`)).text();
    const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect(image).toBeDefined();
    const url = new URL(image ?? '');
    expect(url.pathname).toMatch(new RegExp(`^/entreprises/${company.siren}/[^/]+/opengraph-image$`));
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');

    const response = await fetch(`${webUrl}${url.pathname}${url.search}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=86400');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    const view = new DataView(bytes.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
  });

  it('answers 404 for an unknown company', async () => {
    const response = await fetch(`${webUrl}/entreprises/000000001/inconnue/opengraph-image`);
    expect(response.status).toBe(404);
  });
});

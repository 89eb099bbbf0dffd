import { formatCompanyId, formatEurFromCents } from '@registre/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowserSession } from './browser-session';
import { horizontalOverflow, PHONE, withinWidth } from './phone-layout';
import { seriousViolations } from './serious-violations';

const webUrl = inject('webUrl');
const session = useBrowserSession();

/** Acts filed for one company by this test: the generated register has none, and paging needs more than 20. */
const FIXTURE_ACTS = 45;
const FIXTURE_SOURCE = 'e2e-company-records-';
let actsSiren = '';

beforeAll(async () => {
  // Taken from the end of the register, away from the companies other tests pick first.
  actsSiren = await sirenWhere(`c.diffusion_status = 'O' AND c.denomination IS NOT NULL AND NOT EXISTS (SELECT 1 FROM deposited_acts d WHERE d.siren = c.siren)`, 'DESC');
  await session.db.query(
    `INSERT INTO deposited_acts (source_id, siren, filing_number, filing_date, act_type, description, confidential)
     SELECT $3 || n, $1, 'E2E-' || lpad(n::text, 3, '0'), date '2001-01-15' + (n || ' months')::interval,
            CASE WHEN n % 10 = 0 THEN 'Statuts mis à jour' ELSE 'Procès-verbal d''assemblée' END, 'Acte de test ' || n, n % 7 = 0
       FROM generate_series(1, $2) AS n`,
    [actsSiren, FIXTURE_ACTS, FIXTURE_SOURCE],
  );
});
afterAll(async () => {
  await session.db?.query('DELETE FROM deposited_acts WHERE source_id LIKE $1', [`${FIXTURE_SOURCE}%`]);
});

async function sirenWhere(condition: string, order: 'ASC' | 'DESC' = 'ASC'): Promise<string> {
  const { rows } = await session.db.query<{ siren: string }>(`SELECT c.siren FROM companies c WHERE ${condition} ORDER BY c.siren ${order} LIMIT 1`);
  if (!rows[0]) throw new Error(`no company where ${condition}`);
  return rows[0].siren;
}

async function open(path: string) {
  const response = await session.page.goto(`${webUrl}${path}`);
  return response?.status();
}

const main = async () => (await session.page.locator('main').textContent()) ?? '';
const h1 = async () => (await session.page.locator('h1').textContent()) ?? '';
const robots = () => session.page.locator('meta[name="robots"]').getAttribute('content');

/** The filled and the empty case of each list, with a value of the first entry the page must show. */
const KINDS = [
  {
    slug: 'comptes-annuels',
    anchor: 'bilans',
    empty: "Aucun compte annuel n'est enregistré pour cette entreprise.",
    filled: `EXISTS (SELECT 1 FROM financial_statements f WHERE f.siren = c.siren AND NOT f.confidential AND f.turnover_cents IS NOT NULL)`,
    emptyWhere: `NOT EXISTS (SELECT 1 FROM financial_statements f WHERE f.siren = c.siren) AND NOT EXISTS (SELECT 1 FROM announcements a WHERE a.siren = c.siren AND a.family = 'account_filing')`,
    expected: async (siren: string) => {
      const { rows } = await session.db.query<{ turnover_cents: string }>(
        `SELECT turnover_cents::text FROM financial_statements WHERE siren = $1 AND NOT confidential AND turnover_cents IS NOT NULL ORDER BY fiscal_year_end DESC LIMIT 1`,
        [siren],
      );
      return formatEurFromCents(Number(rows[0]?.turnover_cents));
    },
  },
  {
    slug: 'liste-etablissements',
    anchor: 'etablissements',
    empty: null, // every company of the register has at least its head office
    filled: `(SELECT count(*) FILTER (WHERE e.administrative_status = 'F') FROM establishments e WHERE e.siren = c.siren) > 0 AND c.diffusion_status = 'O'`,
    emptyWhere: null,
    expected: async (siren: string) => {
      const { rows } = await session.db.query<{ siret: string }>(`SELECT siret FROM establishments WHERE siren = $1 AND administrative_status = 'F' LIMIT 1`, [siren]);
      return formatCompanyId(rows[0]?.siret ?? '');
    },
  },
  {
    slug: 'annonces-bodacc',
    anchor: 'annonces',
    empty: "Aucune annonce BODACC n'est publiée pour cette entreprise.",
    filled: `EXISTS (SELECT 1 FROM announcements a WHERE a.siren = c.siren AND a.court IS NOT NULL)`,
    emptyWhere: `NOT EXISTS (SELECT 1 FROM announcements a WHERE a.siren = c.siren)`,
    expected: async (siren: string) => {
      const { rows } = await session.db.query<{ court: string }>(`SELECT court FROM announcements WHERE siren = $1 AND court IS NOT NULL LIMIT 1`, [siren]);
      return rows[0]?.court ?? '';
    },
  },
  {
    slug: 'marques',
    anchor: 'marques',
    empty: "Aucune marque n'est enregistrée au nom de cette entreprise.",
    filled: `EXISTS (SELECT 1 FROM trademarks t WHERE t.siren = c.siren)`,
    emptyWhere: `NOT EXISTS (SELECT 1 FROM trademarks t WHERE t.siren = c.siren)`,
    expected: async (siren: string) => (await session.db.query<{ number: string }>(`SELECT number FROM trademarks WHERE siren = $1 LIMIT 1`, [siren])).rows[0]?.number ?? '',
  },
  {
    slug: 'brevets',
    anchor: 'brevets',
    empty: "Aucun brevet n'est publié au nom de cette entreprise.",
    filled: `EXISTS (SELECT 1 FROM patents p WHERE p.siren = c.siren)`,
    emptyWhere: `NOT EXISTS (SELECT 1 FROM patents p WHERE p.siren = c.siren)`,
    expected: async (siren: string) => (await session.db.query<{ number: string }>(`SELECT number FROM patents WHERE siren = $1 LIMIT 1`, [siren])).rows[0]?.number ?? '',
  },
  {
    slug: 'actes-et-statuts',
    anchor: 'actes',
    empty: "Aucun acte ni statut n'est déposé pour cette entreprise.",
    filled: null, // the fixture company
    emptyWhere: `NOT EXISTS (SELECT 1 FROM deposited_acts d WHERE d.siren = c.siren)`,
    expected: async () => 'E2E-045',
  },
] as const;

describe('per-company list pages', () => {
  for (const kind of KINDS) {
    it(`/${kind.slug}/{siren}: the list, a heading naming the company, breadcrumbs, the way back to the profile`, async () => {
      const siren = kind.filled === null ? actsSiren : await sirenWhere(`c.denomination IS NOT NULL AND ${kind.filled}`);
      const { rows } = await session.db.query<{ denomination: string }>('SELECT denomination FROM companies WHERE siren = $1', [siren]);
      const name = rows[0]?.denomination ?? '';
      expect(await open(`/${kind.slug}/${siren}`)).toBe(200);
      expect(await session.page.getAttribute('html', 'lang')).toBe('fr');
      expect(await h1()).toContain(name);
      expect(await session.page.title()).toContain(name);
      expect(await main()).toContain(await kind.expected(siren));
      expect(await main()).not.toContain(kind.empty ?? '\u0000');

      const back = session.page.locator(`main a[href$="#${kind.anchor}"]`);
      expect(await back.getAttribute('href')).toMatch(new RegExp(`^/entreprises/${siren}/[^/#]+#${kind.anchor}$`));
      expect(await session.page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/${kind.slug}/${siren}$`));
      expect(await robots()).toMatch(/^index/);
      const description = (await session.page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      expect(description).toContain(name);

      const crumbs = session.page.getByRole('navigation', { name: "Fil d'Ariane" }).locator('li');
      await expect(crumbs.allTextContents()).resolves.toHaveLength(3);
      const jsonLd = (await session.page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as { '@type'?: string; itemListElement?: unknown[] });
      expect(jsonLd.find((data) => data['@type'] === 'BreadcrumbList')?.itemListElement).toHaveLength(3);
      expect(await seriousViolations(session.page)).toEqual([]);
    });

    if (kind.emptyWhere !== null && kind.empty !== null) {
      const { emptyWhere, empty } = kind;
      it(`/${kind.slug}/{siren}: one French sentence when the company has none`, async () => {
        const siren = await sirenWhere(`c.diffusion_status = 'O' AND ${emptyWhere}`);
        expect(await open(`/${kind.slug}/${siren}`)).toBe(200);
        expect(await main()).toContain(empty);
        expect(await session.page.locator('main table').count()).toBe(0);
        expect(await session.page.getByRole('navigation', { name: 'Pages de résultats' }).count()).toBe(0);
        expect(await seriousViolations(session.page)).toEqual([]);
      });
    }
  }

  it('pages 20 entries at a time with working links; a page beyond the last is a 404', async () => {
    const rowsOf = async () => session.page.locator('main tbody th').allTextContents();
    const numbers = async () => (await session.page.locator('main tbody tr').evaluateAll((rows) => rows.map((row) => row.children[3]?.textContent ?? '')));
    expect(await open(`/actes-et-statuts/${actsSiren}`)).toBe(200);
    expect(await rowsOf()).toHaveLength(20);
    const first = await numbers();
    expect(first[0]).toBe('E2E-045');
    expect(await main()).toContain('45 actes et statuts · page 1 sur 3');

    const pagination = session.page.getByRole('navigation', { name: 'Pages de résultats' });
    await Promise.all([session.page.waitForURL(/\?page=2$/), pagination.getByRole('link', { name: 'Page 2' }).click()]);
    const second = await numbers();
    expect(second).toHaveLength(20);
    expect(second[0]).toBe('E2E-025');
    expect(second.some((n) => first.includes(n))).toBe(false);
    // After a client-side navigation Next writes the new page's metadata once its content is in: wait for it.
    await expect.poll(() => session.page.title()).toMatch(/page 2/);
    await expect.poll(() => session.page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\?page=2$/);

    await Promise.all([session.page.waitForURL(/\?page=3$/), pagination.getByRole('link', { name: 'Page suivante' }).click()]);
    expect(await numbers()).toEqual(['E2E-005', 'E2E-004', 'E2E-003', 'E2E-002', 'E2E-001']);
    await Promise.all([session.page.waitForURL((url) => url.search === ''), session.page.getByRole('navigation', { name: 'Pages de résultats' }).getByRole('link', { name: 'Page 1' }).click()]);
    expect(await numbers()).toEqual(first);

    expect(await open(`/actes-et-statuts/${actsSiren}?page=4`)).toBe(404);
    expect(await open(`/actes-et-statuts/${actsSiren}?page=0`)).toBe(404);
    expect(await open(`/actes-et-statuts/${actsSiren}?page=abc`)).toBe(404);
  });

  it('sends a spaced or unpadded SIREN to the 9-digit URL with a 308, keeping the page', async () => {
    const spaced = `${actsSiren.slice(0, 3)}%20${actsSiren.slice(3, 6)}%20${actsSiren.slice(6)}`;
    const response = await session.page.request.get(`${webUrl}/actes-et-statuts/${spaced}?page=2`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toMatch(new RegExp(`/actes-et-statuts/${actsSiren}\\?page=2$`));
    const unpadded = await session.page.request.get(`${webUrl}/marques/5`, { maxRedirects: 0 });
    expect(unpadded.status()).toBe(308);
    expect(unpadded.headers().location).toMatch(/\/marques\/000000005$/);
  });

  it('answers a French 404 for an unknown SIREN, a SIRET, or a product page without a list', async () => {
    const siren = await sirenWhere('true');
    for (const path of ['/marques/732829320', `/brevets/${siren}00012`, `/extrait-kbis/${siren}`, `/numero-tva/${siren}`]) {
      expect(await open(path), path).toBe(404);
      expect(await h1()).toMatch(/introuvable/i);
    }
    expect(await seriousViolations(session.page)).toEqual([]);
    // The product pages and their results pages still answer.
    expect(await open('/marques')).toBe(200);
    expect(await open('/marques/resultats?q=a')).toBe(200);
  });

  it('on a phone, scrolls a list wider than the screen in its region, its caption wrapped in view and kept there', async () => {
    const siren = await sirenWhere(`c.denomination IS NOT NULL AND ${KINDS[0]!.filled}`);
    const { page } = session;
    await page.setViewportSize(PHONE);
    try {
      expect(await open(`/comptes-annuels/${siren}`)).toBe(200);
      const region = page.locator('main [role="region"]').first();
      const caption = region.locator('caption');
      // The table is wider than the phone: it scrolls in its region, not the page.
      expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await withinWidth(caption, PHONE.width)).toBe(true);
      await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      expect(await withinWidth(caption, PHONE.width)).toBe(true);
      expect(await caption.textContent()).toMatch(/^Comptes annuels/);
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  it('keeps non-diffusible companies out of search engines', async () => {
    const siren = await sirenWhere(`c.diffusion_status <> 'O'`);
    expect(await open(`/liste-etablissements/${siren}`)).toBe(200);
    expect(await robots()).toMatch(/noindex/);
    expect(await main()).toContain('[ND]');
    expect(await seriousViolations(session.page)).toEqual([]);
  });
});

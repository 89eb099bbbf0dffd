import { describe, expect, inject, it } from 'vitest';
import { EVERY_SECTION } from '../../../test/fixtures/fill-every-section';
import { COMPANY_SECTION_IDS } from '../src/lib/company/company-sections';
import company from '../src/locales/fr/company.json';
import { useBrowserSession } from './browser-session';
import { redirectAnswer } from './redirect-answer';
import { seriousViolations } from './serious-violations';

const session = useBrowserSession();
const webUrl = inject('webUrl');

/** A company of the generated register, with what its page must show. */
async function companyWhere(condition: string) {
  const { rows } = await session.db.query<{ siren: string; denomination: string | null; naf_label: string; city: string; street_name: string | null }>(
    `SELECT c.siren, c.denomination, n.label AS naf_label, e.city, e.street_name
       FROM companies c JOIN naf_codes n ON n.code = c.naf_code JOIN establishments e ON e.siret = c.siren || c.head_office_nic
      WHERE ${condition} ORDER BY c.siren LIMIT 1`,
  );
  if (!rows[0]) throw new Error(`no company where ${condition}`);
  return rows[0];
}

const FULL_PATH = `/entreprises/${EVERY_SECTION.full}/manufacture-des-quais`;
const BARE_PATH = `/entreprises/${EVERY_SECTION.bare}/societe-sans-histoire`;
/** Sections that list data of the register: empty for a company that has nothing but its identity. */
const DATA_SECTIONS = COMPANY_SECTION_IDS.filter((id) => !['identite', 'chiffres-cles', 'score', 'documents-officiels', 'modeles', 'faq'].includes(id));

async function sectionText(id: string): Promise<string> {
  return (await session.page.locator(`section#${id}`).textContent()) ?? '';
}

/** The page's JSON-LD blocks, parsed (throws on invalid JSON), flattened. */
async function structuredData(): Promise<Array<Record<string, unknown>>> {
  const blocks = await session.page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const parsed = JSON.parse(text) as Record<string, unknown> | Array<Record<string, unknown>>;
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

/** The status and the one Location of an answer (a redirect carrying two, or none, fails the test). */
async function redirectOf(path: string): Promise<{ status: number; location: string | null }> {
  const { status, locations } = await redirectAnswer(`${webUrl}${path}`);
  expect(locations.length, `Location headers of ${path}: ${locations.join(' | ')}`).toBeLessThanOrEqual(1);
  return { status, location: locations[0] ?? null };
}

describe('company page', () => {
  it('fills every section of a company that has data for each, in order, under a table of contents', async () => {
    const response = await session.page.goto(`${webUrl}${FULL_PATH}`);
    expect(response?.status()).toBe(200);
    await expect(session.page.locator('h1').textContent()).resolves.toContain(EVERY_SECTION.full_name);
    expect(await session.page.title()).toContain(`${EVERY_SECTION.full_name} à PARIS`);
    const ids = await session.page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id));
    expect(ids).toEqual([...COMPANY_SECTION_IDS]);
    const toc = await session.page.getByRole('navigation', { name: company.page.toc }).locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(toc).toEqual(COMPANY_SECTION_IDS.map((id) => `#${id}`));
    // The history loads in the browser: its recorded change must show before the sections are read.
    await session.page.locator('section#historique', { hasText: 'Modification du capital' }).waitFor();
    // The capital in euros, not in cents.
    expect(await sectionText('historique')).toMatch(/Modification du capital.*50\s000\s€ → 100\s000\s€/s);
    for (const id of COMPANY_SECTION_IDS) {
      const text = await sectionText(id);
      expect(text, id).toContain(company.sections[id]);
      expect(text, id).not.toContain(company.empty[id]);
    }
    // A section's table is named by the section's heading: its caption (the same words) is for screen readers only,
    // not a second title on screen.
    for (const id of ['etablissements', 'bilans', 'actes', 'documents-officiels', 'procedures-collectives', 'marques', 'brevets', 'conventions-collectives', 'entreprises-similaires', 'comparaison-sectorielle'] as const) {
      const caption = session.page.locator(`section#${id} caption`).first();
      expect(await caption.textContent(), id).toBe(company.sections[id]);
      expect(await caption.evaluate((element) => element.getBoundingClientRect().height), id).toBeLessThan(12);
    }
    expect(await sectionText('identite')).toMatch(/RCS Paris .*Société à mission\s*Oui/);
    expect(await sectionText('dirigeants')).toContain('CLAIRE ANNE LAMBERT');
    expect(await sectionText('actes')).toContain('Statuts constitutifs');
    expect(await sectionText('conventions-collectives')).toContain('métallurgie');
    expect(await sectionText('procedures-collectives')).toContain('Sauvegarde');
    expect(await sectionText('modeles')).toContain(company.letters['declaration-de-creance'].title);
    expect(await sectionText('comparaison-sectorielle')).toContain('25.62B');
    // Each chart is an SVG named by its title, next to a table of the same figures.
    const charts = session.page.locator('section#diagnostic-financier svg[role="img"]');
    expect(await charts.count()).toBe(5);
    expect(await session.page.locator('section#diagnostic-financier table').count()).toBeGreaterThanOrEqual(6);
    await expect(session.page.locator('section#diagnostic-financier table').first().textContent()).resolves.toMatch(/2021.*3\s100\s000,00\s€/);
    // Beside the income statement, the balance sheet: its chart, and its figures year by year as a table.
    await expect(session.page.getByRole('img', { name: company.finance.balanceSheet.debtRatioChart }).count()).resolves.toBe(1);
    const balanceTable = session.page.getByRole('table', { name: new RegExp(`^${company.finance.balanceSheet.tableTitle.split(' (')[0]}`) });
    const balanceHeaders = (await balanceTable.locator('thead th').allTextContents()).map((text) => text.trim());
    expect(balanceHeaders).toEqual([company.finance.year, ...(['equity_ratio', 'debt_ratio', 'liquidity_ratio', 'working_capital_days', 'customer_credit_days'] as const).map((key) => company.finance.balanceSheet.figures[key])]);
    const balanceRows = (await balanceTable.locator('tbody tr').allTextContents()).map((text) => text.replace(/\s+/g, ' '));
    expect(balanceRows).toHaveLength(3);
    expect(balanceRows[0]).toMatch(/^2021.*31 %.*58 %.*1,1.*48.*62/);
    expect(balanceRows[2]).toMatch(/^2023.*39 %.*41 %.*1,5.*37.*49/);
    // Links to the per-company pages.
    for (const list of ['liste-etablissements', 'comptes-annuels', 'actes-et-statuts', 'annonces-bodacc', 'marques', 'brevets']) {
      expect(await session.page.locator(`main a[href="/${list}/${EVERY_SECTION.full}"]`).count(), list).toBe(1);
    }
    expect(await session.page.locator('[data-testid="closed-banner"]').count()).toBe(0);
    expect(await seriousViolations(session.page)).toEqual([]);
  });

  it('links the glossary terms of its help texts once per page, never inside register data', async () => {
    const response = await session.page.goto(`${webUrl}${FULL_PATH}`);
    expect(response?.status()).toBe(200);
    const capitalSocial = '/notre-lexique/droit-des-societes/capital-social';
    const hrefs = await session.page.locator('main a[href^="/notre-lexique/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(10);
    // Each term is linked at its first occurrence only, though several help texts name it.
    expect(hrefs.length).toBe(new Set(hrefs).size);
    expect(hrefs.filter((href) => href === capitalSocial)).toHaveLength(1);
    expect(await session.page.locator(`section#identite [data-help-text] a[href="${capitalSocial}"]`).textContent()).toBe('capital social');
    expect(await sectionText('identite')).toContain(company.identity.shareCapital);
    // Every glossary link is in a help text: none in the company's name, its tables or its lists of data.
    expect(await session.page.locator('main a[href^="/notre-lexique/"]:not([data-help-text] a)').count()).toBe(0);
    expect(await session.page.locator('h1 a, main table a[href^="/notre-lexique/"], main dl a[href^="/notre-lexique/"]').count()).toBe(0);
    const target = await session.page.request.get(`${webUrl}${capitalSocial}`);
    expect(target.status()).toBe(200);
  });

  it('links each diffusible representative to their director page', async () => {
    await session.page.goto(`${webUrl}${FULL_PATH}`);
    const hrefs = await session.page.locator('section#dirigeants a:not([data-help-text] a)').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBe(4);
    for (const href of hrefs) {
      const match = /^\/dirigeants\/(\d+)\/([a-z0-9-]+)$/.exec(href);
      expect(match, href).not.toBeNull();
      const { rows } = await session.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mandates WHERE person_id = $1 AND siren = $2', [Number(match?.[1]), EVERY_SECTION.full]);
      expect(rows[0]?.n, href).toBeGreaterThan(0);
    }
  });

  it('carries Organization, BreadcrumbList and FAQPage structured data as valid JSON', async () => {
    await session.page.goto(`${webUrl}${FULL_PATH}`);
    const data = await structuredData();
    const organization = data.find((item) => item['@type'] === 'Organization');
    expect(organization).toMatchObject({ name: EVERY_SECTION.full_name, foundingDate: '2012-04-02', address: { postalCode: '75011', addressLocality: 'PARIS' } });
    expect(JSON.stringify(organization?.identifier)).toContain(EVERY_SECTION.full);
    expect(data.find((item) => item['@type'] === 'BreadcrumbList')).toBeDefined();
    const faq = data.find((item) => item['@type'] === 'FAQPage') as { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> } | undefined;
    expect(faq?.mainEntity.length).toBeGreaterThan(5);
    // The FAQ shown on the page is the one given to search engines.
    const shown = await sectionText('faq');
    for (const entry of faq?.mainEntity ?? []) expect(shown).toContain(entry.acceptedAnswer.text);
    expect(await session.page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/^index/);
  });

  it('says in one sentence that each data section of a bare company is empty, and breaks no block', async () => {
    const response = await session.page.goto(`${webUrl}${BARE_PATH}`);
    expect(response?.status()).toBe(200);
    const ids = await session.page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id));
    expect(ids).toEqual([...COMPANY_SECTION_IDS]);
    await session.page.locator('section#historique', { hasText: company.empty.historique }).waitFor();
    for (const id of DATA_SECTIONS) {
      // Each section says what it lists (its help text) before saying it is empty.
      const help: string = (company.help as Record<string, string>)[id] ?? '';
      expect((await sectionText(id)).trim(), id).toBe(`${company.sections[id]}${help}${company.empty[id]}`);
    }
    expect(await session.page.locator('main table').count()).toBeGreaterThan(0); // identity and documents still show
    expect(await seriousViolations(session.page)).toEqual([]);
  });

  it('answers 308 to the canonical URL for a wrong name, no name, or an unpadded SIREN', async () => {
    await expect(redirectOf(`/entreprises/${EVERY_SECTION.full}/ancien-nom`)).resolves.toEqual({ status: 308, location: FULL_PATH });
    await expect(redirectOf(`/entreprises/${EVERY_SECTION.full}`)).resolves.toEqual({ status: 308, location: FULL_PATH });
    await expect(redirectOf(`/entreprises/${Number(EVERY_SECTION.bare)}/societe-sans-histoire`)).resolves.toEqual({ status: 308, location: BARE_PATH });
    const spaced = await redirectOf(`/entreprises/${EVERY_SECTION.full.slice(0, 3)}%20${EVERY_SECTION.full.slice(3, 6)}%20${EVERY_SECTION.full.slice(6)}/manufacture-des-quais`);
    expect(spaced).toEqual({ status: 308, location: FULL_PATH });
    // The canonical URL itself answers the page.
    await expect(redirectOf(FULL_PATH)).resolves.toMatchObject({ status: 200 });
    // Asked again (a page cache would now hold it), a redirect still carries one Location (a cached redirect
    // of Next 16.4 sends it twice, which a client reads as one broken address).
    for (let round = 0; round < 2; round += 1) {
      await expect(redirectOf(`/entreprises/${EVERY_SECTION.full}/ancien-nom`)).resolves.toEqual({ status: 308, location: FULL_PATH });
    }
  });

  it('shows a company from PostgreSQL, in French, with no serious accessibility violation', async () => {
    const found = await companyWhere(`c.diffusion_status = 'O' AND c.denomination IS NOT NULL AND e.street_name IS NOT NULL AND c.administrative_status = 'A'`);
    const response = await session.page.goto(`${webUrl}/entreprises/${found.siren}/fiche`);
    expect(response?.status()).toBe(200);
    await expect(session.page.locator('h1').textContent()).resolves.toContain(found.denomination);
    expect(await session.page.getAttribute('html', 'lang')).toBe('fr');
    expect(await session.page.title()).toContain(found.denomination);
    const body = await session.page.locator('main').textContent();
    expect(body).toContain(found.naf_label);
    expect(body).toContain(found.city);
    expect(body).toContain(found.street_name);
    expect(await seriousViolations(session.page)).toEqual([]);
  });

  it('says at the top that a closed company is closed', async () => {
    const closed = await companyWhere(`c.administrative_status = 'C' AND c.diffusion_status = 'O' AND c.denomination IS NOT NULL`);
    const response = await session.page.goto(`${webUrl}/entreprises/${closed.siren}/fiche`);
    expect(response?.status()).toBe(200);
    const banner = session.page.locator('[data-testid="closed-banner"]');
    await expect(banner.textContent()).resolves.toMatch(/Cette entreprise est fermée/);
    // Before the table of contents and every section.
    const before = await banner.evaluate((node) => {
      const nav = document.querySelector('main nav');
      return nav !== null && Boolean(node.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(before).toBe(true);
    expect(await seriousViolations(session.page)).toEqual([]);
  });

  it('shows [ND] for the personal data of a non-diffusible sole trader, and asks robots not to index it', async () => {
    const hidden = await companyWhere(`c.diffusion_status <> 'O' AND c.legal_category_code = '1000'`);
    const response = await session.page.goto(`${webUrl}/entreprises/${hidden.siren}/fiche`);
    expect(response?.status()).toBe(200);
    await expect(session.page.locator('h1').textContent()).resolves.toContain('[ND]');
    expect(await session.page.locator('main').textContent()).toContain('non diffusible');
    expect(await session.page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    const structured = JSON.stringify(await structuredData());
    expect(structured).not.toMatch(/streetAddress/);
    expect(await seriousViolations(session.page)).toEqual([]);
  });

  it('shows a French not-found page for an unknown SIREN', async () => {
    const response = await session.page.goto(`${webUrl}/entreprises/732829320/inconnue`);
    expect(response?.status()).toBe(404);
    expect(await session.page.getAttribute('html', 'lang')).toBe('fr');
    await expect(session.page.locator('h1').textContent()).resolves.toMatch(/introuvable/i);
    const withoutName = await fetch(`${webUrl}/entreprises/732829320`, { redirect: 'manual' });
    expect(withoutName.status).toBe(404);
    expect(await withoutName.text()).toMatch(/introuvable/i);
    expect(await seriousViolations(session.page)).toEqual([]);
  });
});

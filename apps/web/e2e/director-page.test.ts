import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { formatMonthYearFr } from '@registre/domain';
import { useBrowserSession } from './browser-session';
import { redirectAnswer } from './redirect-answer';
import director from '../src/locales/fr/director.json';
import orders from '../src/locales/fr/orders.json';
import { subscribeAsNewMember } from './payment-funnel';
import { seriousViolations } from './serious-violations';

const webUrl = inject('webUrl');
const session = useBrowserSession();

interface PersonRow {
  id: number;
  slug: string | null;
  name: string;
  birth_year: number | null;
  birth_month: number | null;
}

/** A person of the generated register, with the name their page must show. */
async function personWhere(condition: string): Promise<PersonRow> {
  const { rows } = await session.db.query<PersonRow>(
    `SELECT p.id::int AS id, p.slug, concat_ws(' ', p.first_names, coalesce(nullif(p.usage_name, ''), p.last_name)) AS name, p.birth_year, p.birth_month
       FROM persons p WHERE ${condition} ORDER BY p.id LIMIT 1`,
  );
  if (!rows[0]) throw new Error(`no person where ${condition}`);
  return rows[0];
}

const robots = (target: Page) => target.locator('meta[name="robots"]').getAttribute('content');

async function jsonLdTypes(target: Page): Promise<string[]> {
  const scripts = await target.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const data: unknown = JSON.parse(text);
    return (Array.isArray(data) ? data : [data]).map((item: { '@type'?: string }) => item['@type'] ?? '');
  });
}

describe('director page', () => {
  it('shows a person with mandates present and past, linked to their companies', async () => {
    const person = await personWhere(`p.diffusible AND p.kind = 'natural' AND p.birth_month IS NOT NULL
      AND EXISTS (SELECT 1 FROM mandates m WHERE m.person_id = p.id AND m.is_current)
      AND EXISTS (SELECT 1 FROM mandates m WHERE m.person_id = p.id AND NOT m.is_current)`);
    const { rows: mandates } = await session.db.query<{ siren: string; is_current: boolean }>(
      'SELECT DISTINCT siren, is_current FROM mandates WHERE person_id = $1',
      [person.id],
    );
    const response = await session.page.goto(`${webUrl}/dirigeants/${person.id}/${person.slug}`);
    expect(response?.status()).toBe(200);
    await expect(session.page.locator('h1').textContent()).resolves.toContain(person.name);
    expect(await session.page.title()).toContain(person.name);
    expect(await robots(session.page)).toMatch(/^index/);
    const main = (await session.page.locator('main').textContent()) ?? '';
    expect(main).toContain(formatMonthYearFr(person.birth_year!, person.birth_month!));
    for (const section of ['#mandats-en-cours', '#mandats-passes']) {
      const table = session.page.locator(`section[aria-labelledby="${section.slice(1)}"] table`);
      await expect(table.count(), section).resolves.toBe(1);
    }
    for (const mandate of mandates) {
      const section = mandate.is_current ? 'mandats-en-cours' : 'mandats-passes';
      const link = session.page.locator(`section[aria-labelledby="${section}"] a[href^="/entreprises/${mandate.siren}/"]`);
      await expect(link.count(), `${section} ${mandate.siren}`).resolves.toBe(1);
    }
    expect(await jsonLdTypes(session.page)).toEqual(expect.arrayContaining(['BreadcrumbList', 'Person']));
    expect(await seriousViolations(session.page)).toEqual([]);

    const current = mandates.find((mandate) => mandate.is_current)!;
    const companyLink = session.page.locator(`section[aria-labelledby="mandats-en-cours"] a[href^="/entreprises/${current.siren}/"]`);
    const companyName = (await companyLink.textContent()) ?? '';
    await Promise.all([session.page.waitForURL(new RegExp(`/entreprises/${current.siren}/`)), companyLink.click()]);
    await expect(session.page.locator('h1').textContent()).resolves.toContain(companyName.replace(/\s+/g, ' ').trim());
    expect(await session.page.title()).not.toMatch(/introuvable/i);
  });

  it('shows the aggregated score of a person whose companies are graded, with its table', async () => {
    const { rows } = await session.db.query<{ id: number; slug: string }>(
      `SELECT p.id::int AS id, p.slug FROM persons p WHERE p.diffusible AND p.slug IS NOT NULL
          AND EXISTS (SELECT 1 FROM mandates m WHERE m.person_id = p.id AND m.is_current) ORDER BY p.id LIMIT 300`,
    );
    let graded: { id: number; slug: string; grade: string } | undefined;
    for (const row of rows) {
      const score = (await (await fetch(`${inject('apiUrl')}/api/directors/${row.id}/pole-score`)).json()) as { data: { overall: { grade: string | null } } };
      if (score.data.overall.grade !== null) {
        graded = { ...row, grade: score.data.overall.grade };
        break;
      }
    }
    if (!graded) throw new Error('no graded director in the test register');
    await session.page.goto(`${webUrl}/dirigeants/${graded.id}/${graded.slug}`);
    const section = session.page.locator('section[aria-labelledby="score"]');
    expect(await section.locator('dd').first().textContent()).toBe(graded.grade);
    await expect(section.locator('table th[scope="col"]').count()).resolves.toBe(6);
    expect(await seriousViolations(session.page)).toEqual([]);
  });

  it('shows a legal-entity director with a link to its own company page', async () => {
    const { rows } = await session.db.query<{ id: number; slug: string; legal_siren: string }>(
      `SELECT p.id::int AS id, p.slug, p.legal_siren FROM persons p
        WHERE p.kind = 'legal' AND p.diffusible AND p.slug IS NOT NULL AND p.legal_siren IS NOT NULL ORDER BY p.id LIMIT 1`,
    );
    const legal = rows[0];
    if (!legal) throw new Error('no legal-entity director in the test register');
    const response = await session.page.goto(`${webUrl}/dirigeants/${legal.id}/${legal.slug}`);
    expect(response?.status()).toBe(200);
    const identity = session.page.locator('section[aria-labelledby="identite"]');
    expect(await identity.textContent()).toContain('Personne morale');
    await expect(identity.locator(`a[href^="/entreprises/${legal.legal_siren}/"]`).count()).resolves.toBe(1);
    expect(await jsonLdTypes(session.page)).not.toContain('Person');
  });

  it('shows no personal data of a non-diffusible person, and keeps robots away', async () => {
    const person = await personWhere(`NOT p.diffusible AND p.birth_year IS NOT NULL AND EXISTS (SELECT 1 FROM mandates m WHERE m.person_id = p.id)`);
    const response = await session.page.goto(`${webUrl}/dirigeants/${person.id}/dirigeant`);
    expect(response?.status()).toBe(200);
    expect(await robots(session.page)).toMatch(/noindex/);
    await expect(session.page.locator('h1').textContent()).resolves.toContain('[ND]');
    const html = await session.page.content();
    expect(html).not.toContain(String(person.birth_year));
    expect(html).not.toContain(person.name);
    expect(await jsonLdTypes(session.page)).not.toContain('Person');
    expect(await seriousViolations(session.page)).toEqual([]);
  });

  it('warns about homonyms', async () => {
    const person = await personWhere(`p.diffusible AND p.kind = 'natural' AND EXISTS (
      SELECT 1 FROM director_search d JOIN director_search o ON o.name_key = d.name_key AND o.person_id <> d.person_id WHERE d.person_id = p.id)`);
    await session.page.goto(`${webUrl}/dirigeants/${person.id}/${person.slug}`);
    const warning = session.page.getByTestId('homonym-warning');
    await expect(warning.count()).resolves.toBe(1);
    expect(await warning.textContent()).toMatch(/mêmes nom et prénoms/);
    expect(await warning.locator('a').getAttribute('href')).toMatch(/^\/dirigeants\/resultats\?name=/);
    // Homonyms do not share a title.
    expect(await session.page.title()).toContain(`n° ${person.id}`);
    expect(await seriousViolations(session.page)).toEqual([]);
  });

  it('answers a 308 to the canonical address for a wrong slug or a padded id', async () => {
    const person = await personWhere(`p.diffusible AND p.slug IS NOT NULL AND EXISTS (SELECT 1 FROM mandates m WHERE m.person_id = p.id)`);
    // Each asked twice: the second time a page cache could hold it, and a cached redirect of Next 16.4 carries
    // Location twice (vercel/next.js issue 82117), which a client reads as one broken address.
    for (const path of [`/dirigeants/${person.id}/mauvais-nom`, `/dirigeants/00${person.id}/${person.slug}`, `/dirigeants/${person.id}`].flatMap((path) => [path, path])) {
      const { status, locations } = await redirectAnswer(`${webUrl}${path}`);
      expect(status, path).toBe(308);
      expect(locations.map((location) => new URL(location, webUrl).pathname), path).toEqual([`/dirigeants/${person.id}/${person.slug}`]);
    }
  });

  it('answers a French 404 for an unknown or malformed id', async () => {
    for (const path of ['/dirigeants/999999999999/inconnu', '/dirigeants/abc/inconnu', '/dirigeants/0/x']) {
      const response = await session.page.goto(`${webUrl}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(session.page.locator('h1').textContent()).resolves.toMatch(/introuvable/i);
    }
  });
  // Last: the session's visitor becomes a member here.
  it('offers the director report per company: a visitor sees the access price, a member orders it and gets the file', async () => {
    const person = await personWhere(`p.diffusible AND p.kind = 'natural' AND p.slug IS NOT NULL
      AND EXISTS (SELECT 1 FROM mandates m WHERE m.person_id = p.id AND m.is_current)`);
    const { rows } = await session.db.query<{ siren: string }>('SELECT siren FROM mandates WHERE person_id = $1 AND is_current ORDER BY siren LIMIT 1', [person.id]);
    const siren = rows[0]!.siren;
    const pagePath = `${webUrl}/dirigeants/${person.id}/${person.slug}`;
    const page = session.page;
    const section = page.locator('section[aria-labelledby="rapport-dirigeant"]');
    const row = section.locator('li', { hasText: `SIREN ${siren}` });
    const button = row.getByRole('button', { name: new RegExp(`^${orders['order-button']} : Rapport dirigeant `) });

    await page.goto(pagePath);
    await expect(section.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(director.report.heading);
    await button.waitFor();
    // Without access, the price line says the discovery access is required (with its price once known).
    await expect(row.getByTestId('order-price-note').textContent()).resolves.toMatch(/^Accès découverte requis/);

    await subscribeAsNewMember(page, webUrl, `director.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemple.fr`);
    await page.goto(pagePath);
    // The price line says what the order takes from the access once the access is known.
    await expect.poll(() => row.getByTestId('order-price-note').textContent()).toBe(orders['price-included']);
    await expect.poll(() => button.isEnabled()).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), button.click()]);
    expect(await download.failure()).toBeNull();
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const { rows: placed } = await session.db.query<{ state: string }>(
      `SELECT state FROM orders WHERE kind = 'director-report' AND siren = $1 AND subject = $2 ORDER BY created_at DESC LIMIT 1`,
      [siren, String(person.id)],
    );
    expect(placed[0]?.state).toBe('completed');
    expect(await seriousViolations(page)).toEqual([]);
  }, 180_000);
});

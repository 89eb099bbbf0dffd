import { formatEurFromCents } from '@registre/domain';
import { describe, expect, inject, it } from 'vitest';
import { useBrowserSession } from './browser-session';
import { seriousViolations } from './serious-violations';

const webUrl = inject('webUrl');
const session = useBrowserSession();

interface Company {
  siren: string;
  name: string;
  turnover_cents: string | null;
}

/** Diffusible companies with a name only they bear, the ones with public accounts first: the typeahead finds them by name. */
async function companies(count: number, withAccounts: boolean): Promise<Company[]> {
  const { rows } = await session.db.query<Company>(
    `SELECT c.siren, c.denomination AS name,
            (SELECT f.turnover_cents::text FROM financial_statements f WHERE f.siren = c.siren ORDER BY f.fiscal_year_end DESC LIMIT 1) AS turnover_cents
       FROM companies c
      WHERE c.diffusion_status = 'O' AND c.administrative_status = 'A' AND c.denomination IS NOT NULL
        AND (SELECT count(*) FROM companies o WHERE o.denomination = c.denomination) = 1
        AND EXISTS (SELECT 1 FROM financial_statements f WHERE f.siren = c.siren AND NOT f.confidential AND f.turnover_cents IS NOT NULL
                     AND f.fiscal_year_end = (SELECT max(g.fiscal_year_end) FROM financial_statements g WHERE g.siren = c.siren)) = $2
      ORDER BY c.siren LIMIT $1`,
    [count, withAccounts],
  );
  if (rows.length < count) throw new Error('not enough companies in the register');
  return rows;
}

const adder = () => session.page.getByRole('combobox', { name: 'Ajouter une entreprise à la comparaison' });
const columnHeaders = () => session.page.locator('main table').first().locator('thead th').allTextContents();
const robots = () => session.page.locator('meta[name="robots"]').getAttribute('content');

async function addThroughTypeahead(company: Company) {
  await adder().pressSequentially(company.name.toLowerCase().slice(0, 40), { delay: 15 });
  const option = session.page.getByRole('option', { name: new RegExp(company.siren) });
  await option.first().waitFor();
  await Promise.all([session.page.waitForURL(new RegExp(`siren=${company.siren}`)), option.first().click()]);
}

describe('company comparator', () => {
  it('starts empty and indexable, with a way to pick companies', async () => {
    const response = await session.page.goto(`${webUrl}/comparateur-entreprises`);
    expect(response?.status()).toBe(200);
    await expect(session.page.locator('h1').textContent()).resolves.toBe("Comparateur d'entreprises");
    expect(await robots()).toMatch(/^index/);
    expect(await session.page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/comparateur-entreprises$/);
    expect(await session.page.locator('main table').count()).toBe(0);
    expect(await session.page.locator('main').textContent()).toContain("Aucune entreprise n'est encore choisie");
    expect(await seriousViolations(session.page)).toEqual([]);
  });

  it('adds companies through the typeahead, shows them side by side, removes one with a plain link', async () => {
    const [first, second] = await companies(2, true);
    const [third] = await companies(1, false);
    if (!first || !second || !third) throw new Error('unreachable');
    await session.page.goto(`${webUrl}/comparateur-entreprises`);
    await addThroughTypeahead(first);
    expect(await session.page.locator('main').textContent()).toContain('Ajoutez au moins une autre entreprise');
    await addThroughTypeahead(second);
    await addThroughTypeahead(third);
    expect(new URL(session.page.url()).searchParams.getAll('siren')).toEqual([first.siren, second.siren, third.siren]);
    expect(await columnHeaders()).toEqual(['Critère', first.name, second.name, third.name]);
    await expect.poll(robots).toMatch(/noindex/);
    await expect.poll(() => session.page.title()).toContain(first.name);

    // Key numbers from the database; a missing value is a dash with words for screen readers.
    const keyNumbers = session.page.locator('main table').nth(1);
    const turnoverRow = keyNumbers.locator('tbody tr', { has: session.page.locator('th', { hasText: "Chiffre d'affaires" }) });
    const cells = await turnoverRow.locator('td').allTextContents();
    expect(cells[0]).toBe(formatEurFromCents(Number(first.turnover_cents)));
    expect(cells[1]).toBe(formatEurFromCents(Number(second.turnover_cents)));
    expect(await session.page.locator('main table').nth(2).locator('td', { hasText: '—' }).first().textContent()).toContain('Non renseigné');
    // A missing grade says why: the third company has no public accounts to grade.
    const overall = session.page.locator('main table').nth(3).locator('tbody tr', { has: session.page.locator('th', { hasText: 'Note globale' }) });
    expect((await overall.locator('td').allTextContents())[2]).toMatch(/^Pas de note : (aucun compte annuel|comptes confidentiels)$/);
    for (const caption of ['Identité', 'Chiffres clés', 'Ratios financiers', 'Notes du pole score']) {
      expect(await session.page.locator('main caption', { hasText: caption }).count(), caption).toBe(1);
    }
    expect(await session.page.locator('main th[scope="row"]').count()).toBeGreaterThan(20);
    expect(await seriousViolations(session.page)).toEqual([]);

    // The URL is the whole selection: reloading it shows the same comparison.
    await session.page.reload();
    expect(await columnHeaders()).toEqual(['Critère', first.name, second.name, third.name]);

    await Promise.all([session.page.waitForURL((url) => url.searchParams.getAll('siren').length === 2), session.page.getByRole('link', { name: `Retirer ${second.name} de la comparaison` }).click()]);
    expect(new URL(session.page.url()).searchParams.getAll('siren')).toEqual([first.siren, third.siren]);
    expect(await columnHeaders()).toEqual(['Critère', first.name, third.name]);
  });

  it('adds a company typed by name without the typeahead (no JavaScript needed), and by SIREN', async () => {
    const [first, second] = await companies(2, true);
    if (!first || !second) throw new Error('unreachable');
    await session.page.goto(`${webUrl}/comparateur-entreprises?siren=${first.siren}&q=${encodeURIComponent(second.name)}`);
    const add = session.page.getByRole('link', { name: new RegExp(`^Ajouter ${second.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `) });
    await Promise.all([session.page.waitForURL((url) => url.searchParams.getAll('siren').length === 2), add.first().click()]);
    expect(new URL(session.page.url()).searchParams.getAll('siren')).toEqual([first.siren, second.siren]);
    const response = await session.page.goto(`${webUrl}/comparateur-entreprises?siren=${first.siren}&q=${second.siren.slice(0, 3)}%20${second.siren.slice(3)}`);
    expect(response?.status()).toBe(200);
    expect(new URL(session.page.url()).searchParams.getAll('siren')).toEqual([first.siren, second.siren]);
  });

  it('explains invalid, unknown and surplus SIRENs in French instead of failing', async () => {
    const picked = await companies(5, true);
    const response = await session.page.goto(`${webUrl}/comparateur-entreprises?siren=abc&siren=732829320&siren=${picked[0]?.siren}`);
    expect(response?.status()).toBe(200);
    const text = (await session.page.locator('main').textContent()) ?? '';
    expect(text).toContain("« abc » n'est pas un numéro SIREN ou SIRET");
    expect(text).toContain('Aucune entreprise ne porte le numéro SIREN 732');
    expect(await columnHeaders()).toEqual(['Critère', picked[0]?.name]);
    expect(await seriousViolations(session.page)).toEqual([]);

    await session.page.goto(`${webUrl}/comparateur-entreprises?${picked.map((c) => `siren=${c.siren}`).join('&')}`);
    expect(await session.page.locator('main').textContent()).toContain('Quatre entreprises au plus peuvent être comparées');
    expect(await columnHeaders()).toHaveLength(5);
    expect(await adder().count()).toBe(0);
    expect(await seriousViolations(session.page)).toEqual([]);
  });
});

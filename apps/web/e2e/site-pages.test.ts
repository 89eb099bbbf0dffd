import { mkdirSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { EVERY_SECTION } from '../../../test/fixtures/fill-every-section';
import siteForms from '../src/locales/fr/site-forms.json';
import sitePages from '../src/locales/fr/site-pages.json';
import { useBrowserSession } from './browser-session';
import { waitForMail } from './mailbox';
import { horizontalOverflow, PHONE } from './phone-layout';
import { seriousViolations } from './serious-violations';

/** The site's own pages (issue 37): each answers, fits a phone, passes axe; the forms store, mail and answer in French. */
const session = useBrowserSession();
const webUrl = inject('webUrl');
const apiUrl = inject('apiUrl');
const mailDir = inject('mailDir');
const SCREENSHOTS = process.env.SITE_PAGES_SCREENSHOTS_DIR;
if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

const PAGES = ['/a-propos', '/contact', '/faq', '/carrieres', '/newsroom', '/presse-media-kit', '/logiciel-comptable', '/pole-academie', '/pole-academie/formulaire'];

async function open(path: string, width: number) {
  await session.page.setViewportSize({ width, height: width === PHONE.width ? PHONE.height : 900 });
  const response = await session.page.goto(`${webUrl}${path}`);
  expect(response?.status(), path).toBe(200);
  await session.page.waitForLoadState('networkidle');
}

describe('the site’s own pages', () => {
  for (const path of PAGES) {
    it(`${path} answers 200, fits 1280 and 390 px and has no serious axe violation`, async () => {
      for (const width of [1280, PHONE.width]) {
        await open(path, width);
        expect(await horizontalOverflow(session.page), `${path} at ${width}`).toBe(0);
        expect(await seriousViolations(session.page), `${path} at ${width}`).toEqual([]);
        expect(await session.page.locator('link[rel="canonical"]').getAttribute('href'), path).toMatch(new RegExp(`${path}$`));
        if (SCREENSHOTS) await session.page.screenshot({ path: `${SCREENSHOTS}/${path.slice(1).replaceAll('/', '-')}-${width}.png`, fullPage: true });
      }
    });
  }

  it('are linked from the footer', async () => {
    await open('/', 1280);
    for (const path of ['/a-propos', '/contact', '/faq', '/carrieres', '/newsroom', '/presse-media-kit']) expect(await session.page.locator(`footer a[href="${path}"]`).count(), path).toBeGreaterThan(0);
  });

  it('the FAQ answers with the offer the API serves, as a FAQPage too', async () => {
    const offer = (await (await fetch(`${apiUrl}/api/config/offer`)).json()) as { data: { plan: { trial_days: number; trial_price_cents: number } } };
    const price = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(offer.data.plan.trial_price_cents / 100).replace(/\s/g, ' ');
    await open('/faq', 1280);
    await session.page.getByRole('button', { name: sitePages.faq.categories[0]?.items[0]?.q as string }).click();
    const answer = plain(await session.page.locator('article').textContent()).replace(/\s/g, ' ');
    expect(answer).toContain(`${price} TTC pour ${offer.data.plan.trial_days} jours`);
    const jsonLd = await session.page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"FAQPage"') && text.includes('/resiliation'))).toBe(true);
  });

  it('the contact form stores the message and acknowledges it by mail', async () => {
    await open('/contact?sujet=press', 1280);
    const form = session.page.getByRole('form', { name: siteForms.contact.formLabel });
    await form.getByLabel(siteForms.contact.name).fill('Léa Fontaine');
    await form.getByLabel(siteForms.contact.email).fill('lea.fontaine@presse.example');
    await form.getByLabel(siteForms.contact.message).fill('Bonjour, je prépare un article sur les créations de sociétés en 2026.');
    expect(await form.getByLabel(siteForms.contact.category).inputValue()).toBe('press');
    await form.getByRole('button', { name: siteForms.contact.submit }).click();
    await expect.poll(async () => plain(await session.page.getByRole('status').first().textContent())).toContain('Un accusé de réception vient de partir vers lea.fontaine@presse.example');
    const { rows } = await session.db.query('SELECT category FROM contact_messages WHERE email = $1', ['lea.fontaine@presse.example']);
    expect(rows).toEqual([{ category: 'press' }]);
    await waitForMail({ mailDir, to: 'lea.fontaine@presse.example', pattern: /Nous avons bien reçu votre message/ });
  });

  it('the contact form says in French what is wrong', async () => {
    await open('/contact', PHONE.width);
    const form = session.page.getByRole('form', { name: siteForms.contact.formLabel });
    await form.getByRole('button', { name: siteForms.contact.submit }).click();
    expect(await form.getByText('Ce champ est obligatoire.').count()).toBeGreaterThanOrEqual(3);
  });

  it('the academy lists a session of the database and registers to it once', async () => {
    const { rows } = await session.db.query<{ id: string }>(
      `INSERT INTO academy_sessions (title, description, starts_at, duration_minutes, capacity)
       VALUES ('Lire les comptes annuels d''une PME', 'Bilan, compte de résultat et ratios, pas à pas.', now() + interval '30 days', 60, 40) RETURNING id`,
    );
    const id = rows[0]?.id as string;
    try {
      await open('/pole-academie', PHONE.width);
      expect(plain(await session.page.locator('article').textContent())).toContain("Lire les comptes annuels d'une PME");
      if (SCREENSHOTS) await session.page.screenshot({ path: `${SCREENSHOTS}/pole-academie-session-390.png`, fullPage: true });
      await session.page.getByRole('link', { name: /S'inscrire à « Lire les comptes annuels/ }).click();
      await session.page.waitForURL(/\/pole-academie\/formulaire\?session=/);
      const form = session.page.getByRole('form', { name: siteForms.academy.formLabel });
      expect(await form.getByLabel(siteForms.academy.session).inputValue()).toBe(id);
      await form.getByLabel(siteForms.academy.name).fill('Hugo Lambert');
      await form.getByLabel(siteForms.academy.email).fill('hugo.lambert@example.fr');
      expect(await seriousViolations(session.page)).toEqual([]);
      if (SCREENSHOTS) await session.page.screenshot({ path: `${SCREENSHOTS}/pole-academie-formulaire-filled-390.png`, fullPage: true });
      await form.getByRole('button', { name: siteForms.academy.submit }).click();
      await expect.poll(async () => plain(await session.page.getByRole('status').first().textContent())).toContain('Inscription confirmée');
      await waitForMail({ mailDir, to: 'hugo.lambert@example.fr', pattern: /Lire les comptes annuels/ });
      await form.getByRole('button', { name: siteForms.academy.submit }).click();
      await expect.poll(async () => plain(await session.page.getByRole('status').first().textContent())).toContain('déjà inscrite');
      expect((await session.db.query('SELECT 1 FROM academy_registrations WHERE session_id = $1', [id])).rowCount).toBe(1);
    } finally {
      await session.db.query('DELETE FROM academy_sessions WHERE id = $1', [id]);
    }
  });

  it('the press kit serves the logo as SVG and PNG files', async () => {
    const svg = await fetch(`${webUrl}/presse-media-kit/logo.svg`);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(svg.headers.get('content-disposition')).toContain('attachment');
    expect(await svg.text()).toMatch(/^<svg width="512" height="512"/);
    const png = await fetch(`${webUrl}/presse-media-kit/logo.png`);
    expect(png.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await png.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(bytes.readUInt32BE(16)).toBe(512);
  });

  it('a company page opens the AI helper in a new tab with its question prefilled, and sends nothing', async () => {
    await open(`/entreprises/${EVERY_SECTION.full}/manufacture-des-quais`, 1280);
    const link = session.page.getByTestId('ai-helper');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    const href = new URL((await link.getAttribute('href')) as string);
    expect(href.searchParams.get('q')).toContain(`SIREN ${EVERY_SECTION.full}`);
  });

  it('an article, a guide, a product article and a glossary term open the AI helper in a new tab with their question, and send nothing', async () => {
    const cases = [
      { path: '/actualites/fiscalite/facturation-electronique-calendrier-2026-2027', asks: '« Facturation électronique : où en est la réforme depuis le 1er septembre 2026 ? »' },
      { path: '/nos-dossiers/creer/choisir-sa-forme-juridique', asks: '« Choisir la forme juridique de son entreprise : le comparatif complet »' },
      { path: '/extrait-kbis/article/extrait-kbis-definition-et-lecture', asks: '« Extrait Kbis : ce qu' },
      { path: '/notre-lexique/droit-des-societes/capital-social', asks: 'la notion de « Capital social »' },
    ];
    for (const { path, asks } of cases) {
      await open(path, 1280);
      const link = session.page.getByTestId('ai-helper');
      expect(await link.count(), path).toBe(1);
      expect(await link.getAttribute('target'), path).toBe('_blank');
      expect(await link.getAttribute('rel'), path).toContain('noopener');
      const raw = (await link.getAttribute('href')) as string;
      // The default chat: its new-chat page, the question in the address only (encoded), nothing else to act on.
      const href = new URL(raw);
      expect(`${href.origin}${href.pathname}`, path).toBe('https://claude.ai/new');
      expect([...href.searchParams.keys()], path).toEqual(['q']);
      const question = href.searchParams.get('q') as string;
      // Titles carry French typography's non-breaking spaces (before « : », « ? »…).
      expect(question.replace(/[\u00a0\u202f]/g, ' '), path).toContain(asks);
      expect(question, path).toMatch(/ https?:\/\/\S+$/);
      expect(question.endsWith(path), path).toBe(true);
      expect(raw, path).toContain(`q=${encodeURIComponent(question)}`);
    }
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent, repositoryRoots, type ContentRoots } from './check-content';

/** A paragraph of real French, repeated to reach a section's minimum length. */
const PARAGRAPH = "L'extrait Kbis atteste de l'existence juridique d'une société immatriculée au registre du commerce et des sociétés ; il indique sa dénomination, son siège, son capital et ses dirigeants.";
const body = (words: number) => Array.from({ length: Math.ceil(words / 28) }, () => PARAGRAPH).join('\n\n');

const COMMON = (slug: string) => `slug: ${slug}
author: redaction
published: 2026-11-20
updated: 2026-12-01
description: "Ce que prouve un extrait Kbis, qui le délivre, combien de temps il reste valable et comment l'obtenir."
sources:
  - title: "Code de commerce, article R123-237"
    url: https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000046844925
    consulted: 2026-11-18`;

const glossary = (slug: string, related: string) => `---
title: "${slug.toUpperCase()} : définition"
term: "${slug}"
definition: "Le document officiel qui prouve l'immatriculation d'une société commerciale."
legalBasis:
  - label: "Code de commerce, article R123-237"
related: [${related}]
example: "Une banque demande un extrait Kbis de moins de trois mois pour ouvrir un compte."
${COMMON(slug)}
---

## Définition

${body(130)}
`;

const blog = `---
title: "Extrait Kbis : à quoi sert-il ?"
tags: [tva]
${COMMON('kbis-a-quoi-sert-il')}
---

## Pourquoi le demander

${body(620)} Voir le [lexique](/notre-lexique/registres-identifiants/kbis), la page [Kbis](/extrait-kbis) et [les tarifs](/nos-tarifs).
`;

const FILES: Record<string, string> = {
  'experts/redaction.md': `---
slug: redaction
name: La rédaction
role: Rédaction du site
penName: false
description: L'équipe qui écrit et met à jour les articles du site.
---

La rédaction écrit les articles.
`,
  'actualites/_categories.yml': '- slug: creation\n  name: Création\n',
  'actualites/_tags.yml': '- slug: tva\n  name: TVA\n',
  'notre-lexique/_categories.yml': '- slug: registres-identifiants\n  name: Registres\n',
  'nos-dossiers/_categories.yml': '- slug: creer\n  name: Créer\n',
  'notre-lexique/registres-identifiants/kbis.md': glossary('kbis', 'siren'),
  'notre-lexique/registres-identifiants/siren.md': glossary('siren', 'kbis'),
  'actualites/creation/kbis-a-quoi-sert-il.md': blog,
  'app/page.tsx': '',
  'app/nos-tarifs/page.tsx': '',
  'app/[productSlug]/page.tsx': '',
  'app/entreprises/[siren]/[slug]/page.tsx': '',
  'product-pages.ts': "export const PRODUCT_PAGES = [\n  { slug: 'extrait-kbis', documentKindId: 'kbis' },\n];\n",
};

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Writes the fixture tree with some files changed (a null removes a file) and checks it. */
async function check(changes: Record<string, string | null> = {}) {
  const root = mkdtempSync(join(tmpdir(), 'content-check-'));
  made.push(root);
  for (const [file, text] of Object.entries({ ...FILES, ...changes })) {
    if (text === null) continue;
    const full = join(root, file.startsWith('app/') || file === 'product-pages.ts' ? file : `content/${file}`);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  const roots: ContentRoots = { contentDir: join(root, 'content'), appDir: join(root, 'app'), productPagesFile: join(root, 'product-pages.ts') };
  return checkContent(roots);
}

const KBIS = 'notre-lexique/registres-identifiants/kbis.md';
const BLOG = 'actualites/creation/kbis-a-quoi-sert-il.md';

describe('checkContent', () => {
  it('accepts a valid tree and renders it', async () => {
    const content = await check();
    expect(content.problems).toEqual([]);
    expect(content.articles.map((article) => article.path).sort()).toEqual(['/actualites/creation/kbis-a-quoi-sert-il', '/notre-lexique/registres-identifiants/kbis', '/notre-lexique/registres-identifiants/siren']);
    const article = content.articles.find((entry) => entry.section === 'actualites');
    expect(article?.body.toc).toEqual([{ id: 'pourquoi-le-demander', title: 'Pourquoi le demander' }]);
    expect(article?.data.title).toBe('Extrait Kbis\u00A0: à quoi sert-il\u202F?');
  });

  it.each([
    ['a missing field', BLOG, (text: string) => text.replace(/^title: .*\n/m, ''), /"title" is missing/, 2],
    ['an unknown author', BLOG, (text: string) => text.replace('author: redaction', 'author: personne'), /unknown author "personne"/, 5],
    ['an unknown tag', BLOG, (text: string) => text.replace('tags: [tva]', 'tags: [tva, impots]'), /unknown tag "impots"/, 3],
    ['a related term that does not exist', KBIS, (text: string) => text.replace('related: [siren]', 'related: [siret]'), /related term "siret" does not exist/, 7],
    ['a slug that is not the file name', KBIS, (text: string) => text.replace('slug: kbis', 'slug: extrait-kbis'), /"slug" must be the file name \(kbis\)/, 9],
    ['updated before published', BLOG, (text: string) => text.replace('updated: 2026-12-01', 'updated: 2026-11-01'), /updated must be on or after published/, 7],
    ['a body under its minimum length', KBIS, (text: string) => text.slice(0, text.indexOf('## Définition') + 20), /at least 120 are needed/, 19],
    ['a broken internal link', BLOG, (text: string) => text.replace('(/nos-tarifs)', '(/nos-prix)'), /broken internal link "\/nos-prix"/, null],
    ['a link to a glossary term that does not exist', BLOG, (text: string) => text.replace('registres-identifiants/kbis)', 'registres-identifiants/kbys)'), /broken internal link/, null],
    ['a product page that does not exist', BLOG, (text: string) => text.replace('(/extrait-kbis)', '(/extrait-kbys)'), /broken internal link "\/extrait-kbys"/, null],
    ['a "#" heading in the body', BLOG, (text: string) => text.replace('## Pourquoi', '# Pourquoi'), /no "#" heading/, 15],
    ['a description too short', BLOG, (text: string) => text.replace(/^description: .*$/m, 'description: "Trop court."'), /"description": must be at least 70 characters/, 8],
  ])('refuses %s, naming the file and the line', async (_rule, file, change, message, line) => {
    const content = await check({ [file]: change(FILES[file] ?? '') });
    expect(content.problems).toHaveLength(1);
    expect(content.problems[0]).toMatchObject({ file, message: expect.stringMatching(message) });
    if (line !== null) expect(content.problems[0]?.line).toBe(line);
  });

  it('refuses a category folder that is not listed', async () => {
    const content = await check({ 'actualites/impots/kbis-a-quoi-sert-il.md': blog });
    expect(content.problems).toEqual([expect.objectContaining({ file: 'actualites/impots', message: expect.stringMatching(/unknown category "impots"/) })]);
  });

  it('refuses a product article outside a product folder', async () => {
    const content = await check({ 'articles/extrait-kbys/a.md': blog });
    expect(content.problems[0]?.message).toMatch(/not a product page/);
  });

  it('finds a broken link on its line of the file', async () => {
    const content = await check({ [BLOG]: (FILES[BLOG] ?? '').replace('(/nos-tarifs)', '(/nos-prix)') });
    const lines = (FILES[BLOG] ?? '').split('\n');
    expect(lines[(content.problems[0]?.line ?? 0) - 1]).toContain('(/nos-tarifs)');
  });
});

describe('the real content/ folder', () => {
  // Reads and renders every article of content/: seconds of work, more on a busy machine than the 5 s default.
  it('passes every rule', async () => {
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    const content = await checkContent(repositoryRoots(root));
    expect(content.problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`)).toEqual([]);
    expect(content.experts.length).toBeGreaterThan(0);
  }, 60_000);
});

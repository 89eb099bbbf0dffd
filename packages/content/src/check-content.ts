import { join } from 'node:path';
import type { ContentProblem } from './content-problem';
import { ARTICLE_SECTIONS, expertPath, MIN_WORDS } from './content-sections';
import { loadContent, type LoadedArticle, type LoadedContent } from './load-content';
import { matchesRoute, readProductSlugs, scanSiteRoutes, type RoutePattern } from './site-routes';

/** Where the checker finds the content and the site it links into. */
export interface ContentRoots {
  contentDir: string;
  /** The Next app's `app` folder (its routes) and its product pages' configuration. */
  appDir: string;
  productPagesFile: string;
}

/** The product articles' folders: each product page, and the directors' search page. */
export const DIRECTORS_CATEGORY = 'dirigeants';

export function repositoryRoots(repositoryRoot: string): ContentRoots {
  return {
    contentDir: join(repositoryRoot, 'content'),
    appDir: join(repositoryRoot, 'apps/web/src/app'),
    productPagesFile: join(repositoryRoot, 'apps/web/src/config/product-pages.ts'),
  };
}

/** Paths of the content section pages that exist whatever the files (homes, searches, feed). */
const SECTION_PAGES = ['/actualites', '/actualites/recherche', '/actualites/feed.xml', '/notre-lexique', '/notre-lexique/recherche', '/nos-dossiers'];
const CONTENT_ROOTS = ['actualites', 'notre-lexique', 'nos-dossiers', 'experts'];

/** Every page the content makes: articles, category and tag pages, expert pages, section pages. */
export function contentPaths(content: LoadedContent): Set<string> {
  const paths = new Set<string>(SECTION_PAGES);
  for (const article of content.articles) paths.add(article.path);
  for (const section of ARTICLE_SECTIONS) if (section !== 'articles') for (const category of content.categories[section]) paths.add(`/${section}/${category.slug}`);
  for (const tag of content.tags) paths.add(`/actualites/tag/${tag.slug}`);
  for (const expert of content.experts) paths.add(expertPath(expert.slug));
  return paths;
}

/** Whether an internal path reaches a page: a content page, or (outside the content sections) a route of the site. */
export function linkTargetExists(path: string, pages: ReadonlySet<string>, routes: readonly RoutePattern[], productSlugs: ReadonlySet<string>): boolean {
  const bare = (path.split(/[?#]/)[0] ?? '').replace(/\/$/, '') || '/';
  if (pages.has(bare)) return true;
  const segments = bare.split('/').filter((segment) => segment !== '');
  if (CONTENT_ROOTS.includes(segments[0] ?? '') || segments[1] === 'article') return false;
  return routes.some((pattern) => matchesRoute(pattern, segments, productSlugs));
}

/** The cross-file rules: authors, tags, related terms, word counts, headings, internal links. */
export function crossCheck(content: LoadedContent, routes: readonly RoutePattern[], productSlugs: ReadonlySet<string>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const authors = new Set(content.experts.map((expert) => expert.slug));
  const tags = new Set(content.tags.map((tag) => tag.slug));
  const terms = new Set(content.articles.filter((article) => article.section === 'notre-lexique').map((article) => article.slug));
  const pages = contentPaths(content);
  const seen = new Map<string, string>();
  const problem = (article: LoadedArticle, line: number, message: string) => problems.push({ file: article.file, line, message });
  for (const article of content.articles) {
    const data = article.data;
    const twin = seen.get(`${article.section}/${article.slug}`);
    if (twin && article.section === 'notre-lexique') problem(article, article.fieldLine(['slug']), `the slug "${article.slug}" is also ${twin}`);
    seen.set(`${article.section}/${article.slug}`, article.file);
    if (!authors.has(data.author)) problem(article, article.fieldLine(['author']), `unknown author "${data.author}" (no file experts/${data.author}.md)`);
    if (article.section === 'actualites') {
      article.data.tags.forEach((tag, index) => {
        if (!tags.has(tag)) problem(article, article.fieldLine(['tags', index]), `unknown tag "${tag}" (not in actualites/_tags.yml)`);
      });
    }
    if (article.section === 'notre-lexique') {
      article.data.related.forEach((slug, index) => {
        if (!terms.has(slug) || slug === article.slug) problem(article, article.fieldLine(['related', index]), slug === article.slug ? 'a term cannot be related to itself' : `related term "${slug}" does not exist in notre-lexique/`);
      });
    }
    if (article.section === 'nos-dossiers' && !article.body.html.includes('<table>')) problem(article, article.fileLine(1), 'a guide needs at least one table');
    const minimum = MIN_WORDS[article.section];
    if (article.body.words < minimum) problem(article, article.fileLine(1), `the body has ${article.body.words} words, at least ${minimum} are needed`);
    for (const line of article.body.h1Lines) problem(article, article.fileLine(line), 'no "#" heading in the body: the title is the page\'s H1, start at "##"');
    for (const link of article.body.links) {
      const problemOfLink = linkProblem(link.url, pages, routes, productSlugs);
      if (problemOfLink) problem(article, article.fileLine(link.line), problemOfLink);
    }
  }
  return problems;
}

function linkProblem(url: string, pages: ReadonlySet<string>, routes: readonly RoutePattern[], productSlugs: ReadonlySet<string>): string | null {
  if (/^(https?:|mailto:|tel:|#)/i.test(url)) return null;
  if (!url.startsWith('/')) return `link "${url}": write a link inside the site as a path starting with "/" and a link outside as a full https:// URL`;
  return linkTargetExists(url, pages, routes, productSlugs) ? null : `broken internal link "${url}": no such page`;
}

/** Loads the content and checks every rule; the problems are sorted by file and line. */
export async function checkContent(roots: ContentRoots): Promise<LoadedContent> {
  const productSlugs = readProductSlugs(roots.productPagesFile);
  const content = await loadContent(roots.contentDir, [...productSlugs, DIRECTORS_CATEGORY]);
  const routes = scanSiteRoutes(roots.appDir);
  const problems = [...content.problems, ...crossCheck(content, routes, new Set(productSlugs))];
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return { ...content, problems };
}

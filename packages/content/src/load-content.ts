import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import type { ContentProblem } from './content-problem';
import { ARTICLE_SECTIONS, articlePath, EXPERTS_FOLDER, type ArticleSection } from './content-sections';
import {
  blogFrontMatterSchema,
  categoryListSchema,
  expertFrontMatterSchema,
  glossaryFrontMatterSchema,
  guideFrontMatterSchema,
  productArticleFrontMatterSchema,
  tagListSchema,
  type BlogFrontMatter,
  type Category,
  type ExpertFrontMatter,
  type GlossaryFrontMatter,
  type GuideFrontMatter,
  type ProductArticleFrontMatter,
  type Tag,
} from './front-matter-schemas';
import { frenchTypography } from './french-typography';
import { readFrontMatter, type SplitFile } from './read-front-matter';
import { renderMarkdown, type RenderedBody } from './render-markdown';

/** Changed when the rendering changes, so that a sync renders every file again. */
export const ENGINE_VERSION = '1';

export type ArticleFrontMatter =
  | { section: 'actualites'; data: BlogFrontMatter }
  | { section: 'notre-lexique'; data: GlossaryFrontMatter }
  | { section: 'nos-dossiers'; data: GuideFrontMatter }
  | { section: 'articles'; data: ProductArticleFrontMatter };

export type LoadedArticle = ArticleFrontMatter & {
  category: string;
  slug: string;
  /** Relative to content/. */
  file: string;
  /** The page's path on the site. */
  path: string;
  body: RenderedBody;
  hash: string;
  /** Line of a body line in the file; line of a front-matter field. */
  fileLine(bodyLine: number): number;
  fieldLine(path: readonly PropertyKey[]): number;
};

export interface LoadedExpert {
  slug: string;
  file: string;
  data: ExpertFrontMatter;
  body: RenderedBody;
  hash: string;
}

export interface LoadedContent {
  articles: LoadedArticle[];
  experts: LoadedExpert[];
  /** Categories of each section (product articles: the product pages). */
  categories: Record<ArticleSection, Category[]>;
  tags: Tag[];
  problems: ContentProblem[];
}

const SCHEMAS = {
  actualites: blogFrontMatterSchema,
  'notre-lexique': glossaryFrontMatterSchema,
  'nos-dossiers': guideFrontMatterSchema,
  articles: productArticleFrontMatterSchema,
} as const satisfies Record<ArticleSection, z.ZodType>;

const hashOf = (text: string) => createHash('sha256').update(ENGINE_VERSION).update('\0').update(text).digest('hex');

/** The zod issues of a front matter as problems at their field's line. */
function issueProblems(file: string, split: SplitFile, error: z.ZodError): ContentProblem[] {
  return error.issues.map((issue) => {
    const field = issue.path.join('.') || 'front matter';
    const message = issue.code === 'invalid_type' && issue.input === undefined ? `"${field}" is missing` : issue.code === 'unrecognized_keys' ? `unknown field(s): ${issue.keys.join(', ')}` : `"${field}": ${issue.message}`;
    return { file, line: split.lineOf(issue.path), message };
  });
}

function readYamlList<T>(contentDir: string, file: string, schema: z.ZodType<T[]>, problems: ContentProblem[]): T[] {
  const full = join(contentDir, file);
  if (!existsSync(full)) {
    problems.push({ file, line: 1, message: 'file missing' });
    return [];
  }
  const parsed = schema.safeParse(parseYaml(readFileSync(full, 'utf8')));
  if (parsed.success) return parsed.data;
  problems.push(...parsed.error.issues.map((issue) => ({ file, line: 1, message: `${issue.path.join('.')}: ${issue.message}` })));
  return [];
}

const markdownFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []);

/** Reads, validates and renders every file of content/ (cross-file rules are checked by checkContent). */
export async function loadContent(contentDir: string, productCategories: readonly string[]): Promise<LoadedContent> {
  const problems: ContentProblem[] = [];
  const categories: Record<ArticleSection, Category[]> = {
    actualites: readYamlList(contentDir, 'actualites/_categories.yml', categoryListSchema, problems),
    'notre-lexique': readYamlList(contentDir, 'notre-lexique/_categories.yml', categoryListSchema, problems),
    'nos-dossiers': readYamlList(contentDir, 'nos-dossiers/_categories.yml', categoryListSchema, problems),
    articles: productCategories.map((slug) => ({ slug, name: slug })),
  };
  const tags = readYamlList(contentDir, 'actualites/_tags.yml', tagListSchema, problems);
  const articles: LoadedArticle[] = [];
  for (const section of ARTICLE_SECTIONS) {
    const known = new Set(categories[section].map((category) => category.slug));
    for (const entry of markdownFiles(join(contentDir, section))) {
      const relative = `${section}/${entry.name}`;
      if (entry.isFile()) {
        if (!entry.name.endsWith('.yml')) problems.push({ file: relative, line: 1, message: `a file of ${section}/ must be in a category folder` });
        continue;
      }
      if (!known.has(entry.name)) {
        problems.push({ file: relative, line: 1, message: `unknown category "${entry.name}" (${section === 'articles' ? 'not a product page' : `not in ${section}/_categories.yml`})` });
        continue;
      }
      for (const fileEntry of markdownFiles(join(contentDir, section, entry.name))) {
        const file = `${relative}/${fileEntry.name}`;
        if (!fileEntry.isFile() || !fileEntry.name.endsWith('.md')) {
          problems.push({ file, line: 1, message: 'only Markdown files (.md) belong here' });
          continue;
        }
        const article = await loadArticle(file, readFileSync(join(contentDir, file), 'utf8'), section, entry.name, problems);
        if (article) articles.push(article);
      }
    }
  }
  const experts: LoadedExpert[] = [];
  for (const entry of markdownFiles(join(contentDir, EXPERTS_FOLDER))) {
    const file = `${EXPERTS_FOLDER}/${entry.name}`;
    if (!entry.isFile() || !entry.name.endsWith('.md')) continue;
    const text = readFileSync(join(contentDir, file), 'utf8');
    const split = readFrontMatter(file, text);
    if ('message' in split) {
      problems.push(split);
      continue;
    }
    const parsed = expertFrontMatterSchema.safeParse(split.data);
    if (!parsed.success) {
      problems.push(...issueProblems(file, split, parsed.error));
      continue;
    }
    const slug = entry.name.slice(0, -3);
    if (parsed.data.slug !== slug) problems.push({ file, line: split.lineOf(['slug']), message: `"slug" must be the file name (${slug})` });
    experts.push({ slug, file, data: parsed.data, body: await renderMarkdown(split.body), hash: hashOf(text) });
  }
  return { articles, experts, categories, tags, problems };
}

async function loadArticle(file: string, text: string, section: ArticleSection, category: string, problems: ContentProblem[]): Promise<LoadedArticle | null> {
  const split = readFrontMatter(file, text);
  if ('message' in split) {
    problems.push(split);
    return null;
  }
  const parsed = SCHEMAS[section].safeParse(split.data);
  if (!parsed.success) {
    problems.push(...issueProblems(file, split, parsed.error));
    return null;
  }
  const slug = file.slice(file.lastIndexOf('/') + 1, -3);
  const data = parsed.data;
  if (data.slug !== slug) problems.push({ file, line: split.lineOf(['slug']), message: `"slug" must be the file name (${slug})` });
  if ('product' in data && data.product !== category) problems.push({ file, line: split.lineOf(['product']), message: `"product" must be the folder's name (${category})` });
  const frontMatter = { section, data: typographed(data) } as ArticleFrontMatter;
  return {
    ...frontMatter,
    category,
    slug,
    file,
    path: articlePath(section, category, slug),
    body: await renderMarkdown(split.body),
    hash: hashOf(text),
    fileLine: (bodyLine) => split.bodyLine + bodyLine - 1,
    fieldLine: (path) => split.lineOf(path),
  };
}

const TYPOGRAPHED = ['title', 'description', 'definition', 'example'] as const;

/** The front matter's displayed texts in French typography (the body gets it from the renderer). */
function typographed<T extends object>(data: T): T {
  const copy = { ...data } as Record<string, unknown>;
  for (const key of TYPOGRAPHED) if (typeof copy[key] === 'string') copy[key] = frenchTypography(copy[key]);
  if (Array.isArray(copy['faq'])) copy['faq'] = (copy['faq'] as { question: string; answer: string }[]).map((entry) => ({ question: frenchTypography(entry.question), answer: frenchTypography(entry.answer) }));
  return copy as T;
}

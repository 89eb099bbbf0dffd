import { formatProblem, type ContentRoots, type LoadedArticle, type LoadedContent, type LoadedExpert } from '@registre/content';
import type { FastifyBaseLogger } from 'fastify';
import type { Pool, PoolClient } from 'pg';
import { inTransaction } from '@registre/db';
import { loadContentCached } from './cached-content';

export const EXPERTS_SECTION = 'experts';

export interface ContentSyncResult {
  upserted: number;
  deleted: number;
  unchanged: number;
  problems: number;
}

/** A row of content_pages, as the sync writes it. */
interface PageRow {
  section: string;
  category: string;
  slug: string;
  file: string;
  hash: string;
  title: string;
  description: string;
  author: string | null;
  published: string | null;
  updated: string | null;
  tags: string[];
  term: string | null;
  letter: string | null;
  data: Record<string, unknown>;
  html: string;
  toc: unknown;
  bodyText: string;
}

/** The first letter of a term, unaccented and upper case (A–Z), or '#' for a digit or a sign. */
export function letterOf(term: string): string {
  const first = term.normalize('NFD').replace(/[\u0300-\u036f]/g, '').charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
}

function articleRow(article: LoadedArticle): PageRow {
  const { title, description, slug: _slug, author, published, updated, ...rest } = article.data;
  const term = article.section === 'notre-lexique' ? article.data.term : null;
  return {
    section: article.section,
    category: article.category,
    slug: article.slug,
    file: article.file,
    hash: article.hash,
    title,
    description,
    author,
    published,
    updated,
    tags: article.section === 'actualites' ? article.data.tags : [],
    term,
    letter: term === null ? null : letterOf(term),
    data: rest,
    html: article.body.html,
    toc: article.body.toc,
    // The glossary's definition and example are searched with its explanation.
    bodyText: article.section === 'notre-lexique' ? `${article.data.definition} ${article.data.example} ${article.body.text}` : article.body.text,
  };
}

function expertRow(expert: LoadedExpert): PageRow {
  const { name, description, role, penName } = expert.data;
  return { section: EXPERTS_SECTION, category: '', slug: expert.slug, file: expert.file, hash: expert.hash, title: name, description, author: null, published: null, updated: null, tags: [], term: null, letter: null, data: { role, penName }, html: expert.body.html, toc: [], bodyText: expert.body.text };
}

async function upsertPage(client: PoolClient, row: PageRow): Promise<void> {
  await client.query({
    name: 'content-sync-upsert',
    text: `INSERT INTO content_pages (section, category, slug, file, content_hash, title, description, author, published, updated, tags, term, letter, data, html, toc, body_text, synced_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, now())
           ON CONFLICT (section, category, slug) DO UPDATE SET file = EXCLUDED.file, content_hash = EXCLUDED.content_hash, title = EXCLUDED.title,
             description = EXCLUDED.description, author = EXCLUDED.author, published = EXCLUDED.published, updated = EXCLUDED.updated, tags = EXCLUDED.tags,
             term = EXCLUDED.term, letter = EXCLUDED.letter, data = EXCLUDED.data, html = EXCLUDED.html, toc = EXCLUDED.toc, body_text = EXCLUDED.body_text, synced_at = now()`,
    values: [row.section, row.category, row.slug, row.file, row.hash, row.title, row.description, row.author, row.published, row.updated, row.tags, row.term, row.letter, JSON.stringify(row.data), row.html, JSON.stringify(row.toc), row.bodyText],
  });
}

/** The search vocabulary of each section, from its pages' titles, descriptions and bodies. */
async function rebuildWords(client: PoolClient): Promise<void> {
  await client.query('DELETE FROM content_words');
  await client.query(
    `INSERT INTO content_words (section, word)
     SELECT DISTINCT p.section, w.word
       FROM content_pages p, regexp_split_to_table(lower(public.immutable_unaccent(coalesce(p.term, '') || ' ' || p.title || ' ' || p.description || ' ' || p.body_text)), '[^a-z0-9]+') AS w(word)
      WHERE length(w.word) >= 4`,
  );
}

async function replaceTaxonomy(client: PoolClient, content: LoadedContent): Promise<void> {
  await client.query('DELETE FROM content_taxonomy');
  const rows: [string, string, string, string, string | null, number][] = [];
  for (const [section, categories] of Object.entries(content.categories)) categories.forEach((category, index) => rows.push(['category', section, category.slug, category.name, category.description ?? null, index]));
  content.tags.forEach((tag, index) => rows.push(['tag', 'actualites', tag.slug, tag.name, null, index]));
  if (rows.length === 0) return;
  await client.query(
    `INSERT INTO content_taxonomy (kind, section, slug, name, description, position)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[])`,
    [rows.map((row) => row[0]), rows.map((row) => row[1]), rows.map((row) => row[2]), rows.map((row) => row[3]), rows.map((row) => row[4]), rows.map((row) => row[5])],
  );
}

/**
 * Brings content_pages up to the files of content/: a file whose hash changed (or is new) is
 * upserted, a row whose file is gone is deleted, categories and tags are replaced. Files with a
 * problem are still published when they could be read (`npm run content:check` refuses them before
 * a merge); the problems are logged. One transaction: readers see the old set or the new one.
 */
export async function syncContent(pool: Pool, roots: ContentRoots, logger?: FastifyBaseLogger): Promise<ContentSyncResult> {
  const content = await loadContentCached(roots);
  for (const problem of content.problems) logger?.warn({ problem: formatProblem(problem) }, 'content problem');
  const rows = [...content.articles.map(articleRow), ...content.experts.map(expertRow)];
  const client = await pool.connect();
  try {
    return await inTransaction(client, () => writeRows(client, rows, content));
  } finally {
    client.release();
  }
}

async function writeRows(client: PoolClient, rows: readonly PageRow[], content: LoadedContent): Promise<ContentSyncResult> {
  const { rows: existing } = await client.query<{ file: string; content_hash: string }>('SELECT file, content_hash FROM content_pages');
  const known = new Map(existing.map((row) => [row.file, row.content_hash]));
  const present = new Set(rows.map((row) => row.file));
  const gone = existing.filter((row) => !present.has(row.file)).map((row) => row.file);
  if (gone.length > 0) await client.query('DELETE FROM content_pages WHERE file = ANY($1::text[])', [gone]);
  let upserted = 0;
  for (const row of rows) {
    if (known.get(row.file) === row.hash) continue;
    await upsertPage(client, row);
    upserted += 1;
  }
  await replaceTaxonomy(client, content);
  if (upserted > 0 || gone.length > 0) await rebuildWords(client);
  return { upserted, deleted: gone.length, unchanged: rows.length - upserted, problems: content.problems.length };
}

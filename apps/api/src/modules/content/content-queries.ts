import { articlePath, expertPath, isArticleSection } from '@registre/content';
import type { ContentCategory, ContentSection, ContentSummary, ContentTag, Expert } from '@registre/domain';
import type { Pool } from 'pg';
import { EXPERTS_SECTION } from './content-sync';

/** The columns of a summary, as selected by SUMMARY_COLUMNS. */
interface SummaryRow {
  section: string;
  category: string;
  slug: string;
  title: string;
  description: string;
  author: string | null;
  published: string | null;
  updated: string | null;
  tags: string[];
  term: string | null;
  definition: string | null;
}

const SUMMARY_COLUMNS = `p.section, p.category, p.slug, p.title, p.description, p.author, p.published::text AS published, p.updated::text AS updated,
  p.tags, p.term, p.data->>'definition' AS definition`;

/** Newest first; the glossary by term. */
const orderOf = (section: ContentSection) => (section === 'notre-lexique' ? 'p.search_title, p.slug' : 'p.published DESC, p.updated DESC, p.slug');

export function toSummary(row: SummaryRow): ContentSummary {
  const section = isArticleSection(row.section) ? row.section : 'actualites';
  return { ...row, section, path: articlePath(section, row.category, row.slug) };
}

export interface ListFilter {
  section: ContentSection;
  category?: string | undefined;
  tag?: string | undefined;
  author?: string | undefined;
}

function filterSql(filter: ListFilter): { where: string; values: unknown[] } {
  const values: unknown[] = [filter.section, filter.category ?? null, filter.tag ?? null, filter.author ?? null];
  return { where: 'p.section = $1 AND ($2::text IS NULL OR p.category = $2) AND ($3::text IS NULL OR $3 = ANY(p.tags)) AND ($4::text IS NULL OR p.author = $4)', values };
}

export async function listPages(pool: Pool, filter: ListFilter, limit: number, offset: number): Promise<{ rows: ContentSummary[]; total: number }> {
  const { where, values } = filterSql(filter);
  const [list, count] = await Promise.all([
    pool.query<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM content_pages p WHERE ${where} ORDER BY ${orderOf(filter.section)} LIMIT $5 OFFSET $6`, [...values, limit, offset]),
    pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM content_pages p WHERE ${where}`, values),
  ]);
  return { rows: list.rows.map(toSummary), total: count.rows[0]?.total ?? 0 };
}

export interface PageRow extends SummaryRow {
  data: Record<string, unknown>;
  html: string;
  toc: { id: string; title: string }[];
}

export async function findPage(pool: Pool, section: string, category: string, slug: string): Promise<PageRow | null> {
  const { rows } = await pool.query<PageRow>({
    name: 'content-find-page',
    text: `SELECT ${SUMMARY_COLUMNS}, p.data, p.html, p.toc FROM content_pages p WHERE p.section = $1 AND p.category = $2 AND p.slug = $3`,
    values: [section, category, slug],
  });
  return rows[0] ?? null;
}

/** Glossary terms by slug (related terms may be in any category). */
export async function findTerms(pool: Pool, slugs: readonly string[]): Promise<ContentSummary[]> {
  if (slugs.length === 0) return [];
  const { rows } = await pool.query<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM content_pages p WHERE p.section = 'notre-lexique' AND p.slug = ANY($1::text[]) ORDER BY array_position($1::text[], p.slug)`, [slugs]);
  return rows.map(toSummary);
}

/** The article before and after this one in its category (by date; the glossary by term). */
export async function neighbours(pool: Pool, page: PageRow): Promise<{ previous: ContentSummary | null; next: ContentSummary | null }> {
  const section = isArticleSection(page.section) ? page.section : 'actualites';
  const { rows } = await pool.query<SummaryRow & { position: string }>(
    `WITH ordered AS (
       SELECT ${SUMMARY_COLUMNS}, row_number() OVER (ORDER BY ${orderOf(section)}) AS n FROM content_pages p WHERE p.section = $1 AND p.category = $2
     ), own AS (SELECT n FROM ordered WHERE slug = $3)
     SELECT o.*, CASE WHEN o.n < own.n THEN 'previous' ELSE 'next' END AS position FROM ordered o, own WHERE o.n IN (own.n - 1, own.n + 1)`,
    [page.section, page.category, page.slug],
  );
  const pick = (position: string) => {
    const row = rows.find((entry) => entry.position === position);
    if (!row) return null;
    const { position: _position, n: _n, ...summary } = row as typeof row & { n: unknown };
    return toSummary(summary);
  };
  return { previous: pick('previous'), next: pick('next') };
}

/** Other articles of the category, newest first, for further reading. */
export async function moreInCategory(pool: Pool, page: PageRow, limit: number): Promise<ContentSummary[]> {
  const section = isArticleSection(page.section) ? page.section : 'actualites';
  const { rows } = await pool.query<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM content_pages p WHERE p.section = $1 AND p.category = $2 AND p.slug <> $3 ORDER BY ${orderOf(section)} LIMIT $4`, [page.section, page.category, page.slug, limit]);
  return rows.map(toSummary);
}

export async function findExpert(pool: Pool, slug: string): Promise<Expert | null> {
  const { rows } = await pool.query<{ slug: string; title: string; description: string; html: string; data: { role: string; penName: boolean } }>(
    `SELECT slug, title, description, html, data FROM content_pages WHERE section = $1 AND slug = $2`,
    [EXPERTS_SECTION, slug],
  );
  const row = rows[0];
  return row ? { slug: row.slug, name: row.title, role: row.data.role, penName: row.data.penName, description: row.description, html: row.html, path: expertPath(row.slug) } : null;
}

export async function listTaxonomy(pool: Pool, section: ContentSection): Promise<{ categories: ContentCategory[]; tags: ContentTag[] }> {
  const { rows } = await pool.query<{ kind: 'category' | 'tag'; slug: string; name: string; description: string | null; count: number }>(
    `SELECT t.kind, t.slug, t.name, t.description,
            (SELECT count(*)::int FROM content_pages p WHERE p.section = t.section AND (CASE WHEN t.kind = 'category' THEN p.category = t.slug ELSE t.slug = ANY(p.tags) END)) AS count
       FROM content_taxonomy t WHERE t.section = $1 ORDER BY t.kind, t.position`,
    [section],
  );
  return {
    categories: rows.filter((row) => row.kind === 'category').map(({ slug, name, description, count }) => ({ slug, name, description, count })),
    tags: rows.filter((row) => row.kind === 'tag').map(({ slug, name, count }) => ({ slug, name, count })),
  };
}

/** Every glossary term, by letter then term. */
export async function listGlossaryTerms(pool: Pool): Promise<(ContentSummary & { letter: string })[]> {
  const { rows } = await pool.query<SummaryRow & { letter: string }>(`SELECT ${SUMMARY_COLUMNS}, p.letter FROM content_pages p WHERE p.section = 'notre-lexique' ORDER BY p.letter, p.search_title`);
  return rows.map((row) => ({ ...toSummary(row), letter: row.letter }));
}

/** Every published page with its last change, for the sitemap. */
export async function listSitemapEntries(pool: Pool): Promise<{ section: string; category: string; slug: string; updated: string | null }[]> {
  const { rows } = await pool.query<{ section: string; category: string; slug: string; updated: string | null }>(`SELECT section, category, slug, updated::text AS updated FROM content_pages ORDER BY section, category, slug`);
  return rows;
}

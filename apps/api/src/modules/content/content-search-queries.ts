import type { ContentSection, ContentSummary } from '@registre/domain';
import type { Pool } from 'pg';
import { toSummary } from './content-queries';

/**
 * Full-text search of one section: the query is unaccented, each word unknown to the section is
 * replaced by its nearest known word (trigram similarity, typos), then matched with the French
 * configuration against title (weight A), description (B) and body (C); a title close to the whole
 * query also matches. Ranked by text rank plus title similarity.
 */
export async function searchPages(pool: Pool, section: ContentSection, query: string, limit: number, offset: number): Promise<{ rows: ContentSummary[]; total: number }> {
  const { rows } = await pool.query<Parameters<typeof toSummary>[0] & { total: number }>({
    name: 'content-search',
    text: `WITH raw AS (SELECT lower(public.immutable_unaccent($2)) AS text),
           words AS (SELECT t.word, t.ord FROM raw, regexp_split_to_table(raw.text, '[^a-z0-9]+') WITH ORDINALITY AS t(word, ord) WHERE t.word <> ''),
           fixed AS (
             SELECT words.ord, coalesce(
               (SELECT v.word FROM content_words v WHERE v.section = $1 AND v.word = words.word),
               (SELECT v.word FROM content_words v WHERE v.section = $1 AND length(words.word) >= 4 AND v.word % words.word ORDER BY similarity(v.word, words.word) DESC, v.word LIMIT 1),
               words.word) AS word
             FROM words
           ),
           q AS (SELECT plainto_tsquery('french'::regconfig, coalesce(string_agg(fixed.word, ' ' ORDER BY fixed.ord), '')) AS query, raw.text FROM fixed, raw GROUP BY raw.text)
           SELECT p.section, p.category, p.slug, p.title, p.description, p.author, p.published::text AS published, p.updated::text AS updated,
                  p.tags, p.term, p.data->>'definition' AS definition, count(*) OVER ()::int AS total
             FROM content_pages p, q
            WHERE p.section = $1 AND (p.search_document @@ q.query OR word_similarity(q.text, p.search_title) > 0.6)
            ORDER BY ts_rank(p.search_document, q.query) + word_similarity(q.text, p.search_title) DESC, p.slug
            LIMIT $3 OFFSET $4`,
    values: [section, query, limit, offset],
  });
  return { rows: rows.map(({ total: _total, ...row }) => toSummary(row)), total: rows[0]?.total ?? 0 };
}

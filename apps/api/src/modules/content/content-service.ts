import { articlePath, expertPath, isArticleSection } from '@registre/content';
import type { ContentArticle, ContentSection, PageMeta } from '@registre/domain';
import { escapeXml, sitemapLoc, sitemapUrlEntry, URLSET_CLOSE, URLSET_OPEN } from '@registre/domain';
import type { Pool } from 'pg';
import { NotFoundError } from '../../errors/http-errors';
import { findExpert, findPage, findTerms, listGlossaryTerms, listPages, listSitemapEntries, listTaxonomy, moreInCategory, neighbours, toSummary, type ListFilter } from './content-queries';
import { searchPages } from './content-search-queries';
import { EXPERTS_SECTION } from './content-sync';

export const CONTENT_NOT_FOUND = 'errors:content.not-found';
const FURTHER_READING = 3;

const pageMeta = (page: number, perPage: number, total: number): PageMeta => ({ page, per_page: perPage, total, total_is_exact: true, last_page: Math.max(1, Math.ceil(total / perPage)) });

/** The section pages that exist whatever the files: homes, searches. */
const SECTION_PATHS = ['/actualites', '/notre-lexique', '/nos-dossiers'];

/** Reads the published content (content_pages, kept by the sync). */
export function contentService(pool: Pool) {
  return {
    async list(filter: ListFilter, page: number, perPage: number) {
      const { rows, total } = await listPages(pool, filter, perPage, (page - 1) * perPage);
      return { data: rows, meta: pageMeta(page, perPage, total) };
    },

    taxonomy: (section: ContentSection) => listTaxonomy(pool, section),

    async article(section: ContentSection, category: string, slug: string): Promise<ContentArticle> {
      const page = await findPage(pool, section, category, slug);
      if (!page) throw new NotFoundError(CONTENT_NOT_FOUND);
      const data = page.data as { sources?: ContentArticle['sources']; faq?: ContentArticle['faq']; legalBasis?: ContentArticle['legalBasis']; related?: string[]; example?: string };
      const [taxonomy, expert, around, related] = await Promise.all([
        listTaxonomy(pool, section),
        page.author === null ? null : findExpert(pool, page.author),
        neighbours(pool, page),
        section === 'notre-lexique' ? findTerms(pool, data.related ?? []) : moreInCategory(pool, page, FURTHER_READING),
      ]);
      return {
        ...toSummary(page),
        html: page.html,
        toc: page.toc,
        sources: data.sources ?? [],
        faq: data.faq ?? [],
        legalBasis: data.legalBasis ?? [],
        example: data.example ?? null,
        categoryName: taxonomy.categories.find((entry) => entry.slug === category)?.name ?? category,
        expert,
        related,
        ...around,
      };
    },

    async expert(slug: string) {
      const expert = await findExpert(pool, slug);
      if (!expert) throw new NotFoundError(CONTENT_NOT_FOUND);
      const articles = await Promise.all((['actualites', 'nos-dossiers', 'articles', 'notre-lexique'] as const).map((section) => listPages(pool, { section, author: slug }, 50, 0)));
      return { expert, articles: articles.flatMap((list) => list.rows) };
    },

    async glossaryIndex() {
      const terms = await listGlossaryTerms(pool);
      const letters = new Map<string, typeof terms>();
      for (const term of terms) letters.set(term.letter, [...(letters.get(term.letter) ?? []), term]);
      return [...letters].map(([letter, entries]) => ({ letter, terms: entries }));
    },

    async search(section: ContentSection, query: string, page: number, perPage: number) {
      const { rows, total } = await searchPages(pool, section, query, perPage, (page - 1) * perPage);
      return { data: rows, meta: pageMeta(page, perPage, total) };
    },

    /** The sitemap of the content: section homes, categories, tags, articles, expert pages. */
    async sitemapXml(siteUrl: string): Promise<string> {
      const origin = escapeXml(new URL(siteUrl).origin);
      const [entries, blog, glossary, guides] = await Promise.all([listSitemapEntries(pool), listTaxonomy(pool, 'actualites'), listTaxonomy(pool, 'notre-lexique'), listTaxonomy(pool, 'nos-dossiers')]);
      const paths: { path: string; lastmod?: string }[] = SECTION_PATHS.map((path) => ({ path }));
      for (const [section, taxonomy] of [['actualites', blog], ['notre-lexique', glossary], ['nos-dossiers', guides]] as const) {
        for (const category of taxonomy.categories) if (category.count > 0) paths.push({ path: `/${section}/${category.slug}` });
      }
      for (const tag of blog.tags) if (tag.count > 0) paths.push({ path: `/actualites/tag/${tag.slug}` });
      for (const entry of entries) {
        if (entry.section === EXPERTS_SECTION) paths.push({ path: expertPath(entry.slug) });
        else if (isArticleSection(entry.section)) paths.push({ path: articlePath(entry.section, entry.category, entry.slug), ...(entry.updated ? { lastmod: entry.updated } : {}) });
      }
      return URLSET_OPEN + paths.map((entry) => sitemapUrlEntry(sitemapLoc(origin, entry.path), entry.lastmod)).join('') + URLSET_CLOSE;
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;

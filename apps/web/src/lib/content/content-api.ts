import {
  contentArticleResponseSchema,
  contentListResponseSchema,
  contentSearchResponseSchema,
  contentTaxonomyResponseSchema,
  expertResponseSchema,
  glossaryIndexResponseSchema,
  type ContentSection,
} from '@registre/domain';
import { HEADER_REVALIDATE_SECONDS, PAGE_REVALIDATE_SECONDS } from '@/config/revalidate';
import { fetchApiJson } from '@/lib/api/fetch-api-json';
import { fetchApiResult } from '@/lib/api/fetch-api-result';

/** Content pages are general pages: their reads revalidate like them. */
const CONTENT_CACHE = { next: { revalidate: PAGE_REVALIDATE_SECONDS } };

export interface ListRequest {
  category?: string;
  tag?: string;
  author?: string;
  page?: number;
  perPage?: number;
}

function listQuery({ category, tag, author, page, perPage }: ListRequest): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (tag) query.set('tag', tag);
  if (author) query.set('author', author);
  if (page) query.set('page', String(page));
  if (perPage) query.set('per_page', String(perPage));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export const getContentList = (section: ContentSection, request: ListRequest = {}) => fetchApiJson(`/api/content/sections/${section}${listQuery(request)}`, contentListResponseSchema, CONTENT_CACHE);

export async function getTaxonomy(section: ContentSection) {
  return (await fetchApiJson(`/api/content/sections/${section}/taxonomy`, contentTaxonomyResponseSchema, CONTENT_CACHE))?.data ?? { categories: [], tags: [] };
}

/** One article, or null (the page's 404) for an unknown one or a malformed slug. */
export async function getArticle(section: ContentSection, category: string, slug: string) {
  const result = await fetchApiResult(`/api/content/sections/${section}/${encodeURIComponent(category)}/${encodeURIComponent(slug)}`, contentArticleResponseSchema, CONTENT_CACHE);
  return result.kind === 'ok' ? result.data.data : null;
}

export async function getExpert(slug: string) {
  const result = await fetchApiResult(`/api/content/experts/${encodeURIComponent(slug)}`, expertResponseSchema, CONTENT_CACHE);
  return result.kind === 'ok' ? result.data.data : null;
}

export async function getGlossaryIndex() {
  // Read by the help texts of every company page (GlossaryText): reused as long as the header's reads, or every cached page would be rendered again every 10 s.
  return (await fetchApiJson('/api/content/glossary/index', glossaryIndexResponseSchema, { next: { revalidate: HEADER_REVALIDATE_SECONDS } }))?.data ?? [];
}

/** A search's page, or the refusal's message key (a query too short or too long). */
export async function searchContent(section: ContentSection, query: string, page: number) {
  const params = new URLSearchParams({ section, q: query, page: String(page) });
  return fetchApiResult(`/api/content/search?${params.toString()}`, contentSearchResponseSchema, { cache: 'no-store' });
}

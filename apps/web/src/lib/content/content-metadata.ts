import type { ContentArticle } from '@registre/domain';
import type { Metadata } from 'next';
import { pageSeoMetadata } from '@/lib/seo/page-seo-metadata';
import { NOINDEX_FOLLOW_ROBOTS } from '@/lib/seo/seo-rules';

/** The blog's feed, announced in the <head> of the blog's pages. */
export const BLOG_FEED_PATH = '/actualites/feed.xml';

export function listMetadata(path: string, title: string, description: string, page = 1, withFeed = false): Metadata {
  const seo = pageSeoMetadata({ path, title, description });
  return {
    title,
    description,
    ...seo,
    // A list's later pages are followed, not indexed: the first page is the canonical one.
    ...(page > 1 ? { robots: NOINDEX_FOLLOW_ROBOTS } : {}),
    alternates: { ...seo.alternates, ...(withFeed ? { types: { 'application/rss+xml': BLOG_FEED_PATH } } : {}) },
  };
}

export function articleMetadata(article: ContentArticle): Metadata {
  const seo = pageSeoMetadata({ path: article.path, title: article.title, description: article.description });
  return {
    title: article.title,
    description: article.description,
    ...seo,
    ...(article.section === 'actualites' ? { alternates: { ...seo.alternates, types: { 'application/rss+xml': BLOG_FEED_PATH } } } : {}),
    openGraph: {
      ...seo.openGraph,
      type: 'article',
      ...(article.published ? { publishedTime: article.published } : {}),
      ...(article.updated ? { modifiedTime: article.updated } : {}),
      ...(article.expert ? { authors: [article.expert.name] } : {}),
      ...(article.tags.length > 0 ? { tags: article.tags } : {}),
    },
  };
}

/** `?page=n` as a page number (1 when absent or not a positive integer). */
export function pageNumber(value: string): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

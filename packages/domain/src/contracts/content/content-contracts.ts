import { z } from 'zod';
import { pageOfSchema, pageQuerySchema } from '../pagination';

/** The published sections of content/: blog, glossary, guides, product articles. */
export const CONTENT_SECTIONS = ['actualites', 'notre-lexique', 'nos-dossiers', 'articles'] as const;
export const contentSectionSchema = z.enum(CONTENT_SECTIONS, { error: 'errors:content.invalid-section' });
export type ContentSection = z.infer<typeof contentSectionSchema>;

const slugSchema = z.string({ error: 'errors:content.invalid-slug' }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'errors:content.invalid-slug' }).max(120, { error: 'errors:content.invalid-slug' });

/** An article as listed: enough for a card, a link and a feed entry. */
export const contentSummarySchema = z.object({
  section: contentSectionSchema,
  category: z.string(),
  slug: z.string(),
  /** The page's path on the site. */
  path: z.string(),
  title: z.string(),
  description: z.string(),
  author: z.string().nullable(),
  published: z.string().nullable(),
  updated: z.string().nullable(),
  tags: z.array(z.string()),
  /** Glossary: the term as written and its one-sentence definition. */
  term: z.string().nullable(),
  definition: z.string().nullable(),
});
export type ContentSummary = z.infer<typeof contentSummarySchema>;

export const contentListQuerySchema = pageQuerySchema({ defaultPerPage: 12, maxPerPage: 100 }).extend({
  category: slugSchema.optional(),
  tag: slugSchema.optional(),
  author: slugSchema.optional(),
});
export const contentSectionParamsSchema = z.object({ section: contentSectionSchema });
export const contentArticleParamsSchema = z.object({ section: contentSectionSchema, category: slugSchema, slug: slugSchema });
export const expertParamsSchema = z.object({ slug: slugSchema });
export const contentListResponseSchema = pageOfSchema(contentSummarySchema);

export const contentCategorySchema = z.object({ slug: z.string(), name: z.string(), description: z.string().nullable(), count: z.number().int() });
export const contentTagSchema = z.object({ slug: z.string(), name: z.string(), count: z.number().int() });
export const contentTaxonomyResponseSchema = z.object({ data: z.object({ categories: z.array(contentCategorySchema), tags: z.array(contentTagSchema) }) });
export type ContentCategory = z.infer<typeof contentCategorySchema>;
export type ContentTag = z.infer<typeof contentTagSchema>;

export const expertSchema = z.object({ slug: z.string(), name: z.string(), role: z.string(), penName: z.boolean(), description: z.string(), html: z.string(), path: z.string() });
export type Expert = z.infer<typeof expertSchema>;

export const contentSourceSchema = z.object({ title: z.string(), url: z.string(), consulted: z.string() });
export const contentFaqSchema = z.object({ question: z.string(), answer: z.string() });
export const legalBasisSchema = z.object({ label: z.string(), url: z.string().optional() });

/** One article, rendered: its HTML, table of contents, sources, author, and the reading around it. */
export const contentArticleSchema = contentSummarySchema.extend({
  html: z.string(),
  toc: z.array(z.object({ id: z.string(), title: z.string() })),
  sources: z.array(contentSourceSchema),
  faq: z.array(contentFaqSchema),
  legalBasis: z.array(legalBasisSchema),
  example: z.string().nullable(),
  categoryName: z.string(),
  expert: expertSchema.nullable(),
  /** Glossary: its related terms; other sections: more of the same category. */
  related: z.array(contentSummarySchema),
  previous: contentSummarySchema.nullable(),
  next: contentSummarySchema.nullable(),
});
export type ContentArticle = z.infer<typeof contentArticleSchema>;
export const contentArticleResponseSchema = z.object({ data: contentArticleSchema });

export const expertResponseSchema = z.object({ data: z.object({ expert: expertSchema, articles: z.array(contentSummarySchema) }) });

export const glossaryIndexResponseSchema = z.object({ data: z.array(z.object({ letter: z.string(), terms: z.array(contentSummarySchema) })) });

export const contentSearchQuerySchema = pageQuerySchema({ defaultPerPage: 20, maxPerPage: 50 }).extend({
  section: contentSectionSchema,
  q: z.string({ error: 'errors:search.query-too-short' }).trim().min(2, { error: 'errors:search.query-too-short' }).max(200, { error: 'errors:search.query-too-long' }),
});
export const contentSearchResponseSchema = pageOfSchema(contentSummarySchema);

import { z } from 'zod';

/** A slug: lower case ASCII words joined by '-'. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = z.string().regex(SLUG, 'must be lower case words joined by "-", without accents');

/** YAML reads 2026-11-20 as a Date: both it and the string form are accepted, kept as YYYY-MM-DD. */
const isoDate = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD').refine((value) => !Number.isNaN(Date.parse(value)), 'must be a real date'),
);

const httpsUrl = z.url({ protocol: /^https?$/, error: 'must be a full http(s) URL' });

export const sourceSchema = z.strictObject({ title: z.string().min(3), url: httpsUrl, consulted: isoDate });
export const faqEntrySchema = z.strictObject({ question: z.string().min(5), answer: z.string().min(20) });

const common = {
  title: z.string().min(5).max(90, 'must be at most 90 characters'),
  description: z.string().min(70, 'must be at least 70 characters').max(170, 'must be at most 170 characters'),
  slug,
  author: slug,
  published: isoDate,
  updated: isoDate,
  sources: z.array(sourceSchema).min(1, 'needs at least one source'),
};

const updatedAfterPublished = (data: { published: string; updated: string }) => data.updated >= data.published;
const updatedRule = { message: 'updated must be on or after published', path: ['updated'] };

export const blogFrontMatterSchema = z.strictObject({ ...common, tags: z.array(slug).min(1, 'needs 1 to 5 tags').max(5, 'needs 1 to 5 tags') }).refine(updatedAfterPublished, updatedRule);

export const glossaryFrontMatterSchema = z
  .strictObject({
    ...common,
    term: z.string().min(1),
    definition: z.string().min(10).max(200, 'must be at most 200 characters'),
    legalBasis: z.array(z.strictObject({ label: z.string().min(3), url: httpsUrl.optional() })).min(1, 'needs at least one legal basis'),
    related: z.array(slug).default([]),
    example: z.string().min(10),
  })
  .refine(updatedAfterPublished, updatedRule);

export const guideFrontMatterSchema = z.strictObject({ ...common, faq: z.array(faqEntrySchema).min(3, 'needs at least 3 questions') }).refine(updatedAfterPublished, updatedRule);

export const productArticleFrontMatterSchema = z.strictObject({ ...common, product: slug, faq: z.array(faqEntrySchema).optional() }).refine(updatedAfterPublished, updatedRule);

export const expertFrontMatterSchema = z.strictObject({ slug, name: z.string().min(2), role: z.string().min(3), penName: z.boolean(), description: z.string().min(20).max(200) });

export const categoryListSchema = z.array(z.strictObject({ slug, name: z.string().min(2), description: z.string().min(10).optional() })).min(1);
export const tagListSchema = z.array(z.strictObject({ slug, name: z.string().min(1) })).min(1);

export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;
export type GlossaryFrontMatter = z.infer<typeof glossaryFrontMatterSchema>;
export type GuideFrontMatter = z.infer<typeof guideFrontMatterSchema>;
export type ProductArticleFrontMatter = z.infer<typeof productArticleFrontMatterSchema>;
export type ExpertFrontMatter = z.infer<typeof expertFrontMatterSchema>;
export type Category = z.infer<typeof categoryListSchema>[number];
export type Tag = z.infer<typeof tagListSchema>[number];
export type Source = z.infer<typeof sourceSchema>;
export type FaqEntry = z.infer<typeof faqEntrySchema>;

import type { ContentArticle, ContentSummary, Expert } from '@registre/domain';
import { brand } from '@/config/brand';
import { absoluteUrl, siteOrigin } from '@/lib/seo/site-origin';
import type { JsonLdObject } from '@/lib/seo/structured-data';

const CONTEXT = 'https://schema.org';

const publisher = (origin: string) => ({ '@type': 'Organization', name: brand.name, url: `${origin}/`, logo: { '@type': 'ImageObject', url: `${origin}/icon.svg` } });

function authorOf(expert: Expert | null, origin: string): JsonLdObject {
  if (expert === null) return publisher(origin);
  // A pen name is the editorial team's: published as the organisation's work, named as it is signed.
  return expert.penName ? { '@type': 'Organization', name: `${expert.name} (${brand.name})`, url: absoluteUrl(expert.path, origin) } : { '@type': 'Person', name: expert.name, url: absoluteUrl(expert.path, origin) };
}

/** BlogPosting (blog) or Article (guides, product articles), with author, dates and publisher. */
export function articleJsonLd(article: ContentArticle, origin: string = siteOrigin()): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': article.section === 'actualites' ? 'BlogPosting' : 'Article',
    headline: article.title,
    description: article.description,
    inLanguage: 'fr-FR',
    mainEntityOfPage: absoluteUrl(article.path, origin),
    url: absoluteUrl(article.path, origin),
    ...(article.published ? { datePublished: article.published } : {}),
    ...(article.updated ? { dateModified: article.updated } : {}),
    author: authorOf(article.expert, origin),
    publisher: publisher(origin),
    ...(article.tags.length > 0 ? { keywords: article.tags.join(', ') } : {}),
    citation: article.sources.map((source) => source.url),
  };
}

const termSetUrl = (origin: string) => absoluteUrl('/notre-lexique', origin);

/** A glossary term, in the site's DefinedTermSet. */
export function definedTermJsonLd(article: ContentArticle, origin: string = siteOrigin()): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'DefinedTerm',
    name: article.term ?? article.title,
    description: article.definition ?? article.description,
    url: absoluteUrl(article.path, origin),
    inDefinedTermSet: { '@type': 'DefinedTermSet', name: `Lexique ${brand.name}`, url: termSetUrl(origin) },
  };
}

/** The glossary (or one of its categories) as a DefinedTermSet of its terms. */
export function definedTermSetJsonLd(name: string, path: string, terms: readonly ContentSummary[], origin: string = siteOrigin()): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'DefinedTermSet',
    name,
    url: absoluteUrl(path, origin),
    hasDefinedTerm: terms.map((term) => ({ '@type': 'DefinedTerm', name: term.term ?? term.title, url: absoluteUrl(term.path, origin), ...(term.definition ? { description: term.definition } : {}) })),
  };
}

export function faqPageJsonLd(faq: ContentArticle['faq']): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faq.map((entry) => ({ '@type': 'Question', name: entry.question, acceptedAnswer: { '@type': 'Answer', text: entry.answer } })),
  };
}

export function expertJsonLd(expert: Expert, origin: string = siteOrigin()): JsonLdObject {
  return { '@context': CONTEXT, ...authorOf(expert, origin), description: expert.description };
}

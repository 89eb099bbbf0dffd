/** The content sections: their folder under content/ and the site path of their pages. */
export const ARTICLE_SECTIONS = ['actualites', 'notre-lexique', 'nos-dossiers', 'articles'] as const;
export type ArticleSection = (typeof ARTICLE_SECTIONS)[number];

/** Authors live in content/experts/ (one file each, no category). */
export const EXPERTS_FOLDER = 'experts';

/** Minimum words of a section's body (content/README.md). */
export const MIN_WORDS: Record<ArticleSection, number> = {
  actualites: 600,
  'notre-lexique': 120,
  'nos-dossiers': 1500,
  articles: 600,
};

/** The page of an article: `/{section}/{category}/{slug}`, product articles `/{product}/article/{slug}`. */
export function articlePath(section: ArticleSection, category: string, slug: string): string {
  return section === 'articles' ? `/${category}/article/${slug}` : `/${section}/${category}/${slug}`;
}

export const expertPath = (slug: string): string => `/experts/${slug}`;

export function isArticleSection(value: string): value is ArticleSection {
  return (ARTICLE_SECTIONS as readonly string[]).includes(value);
}

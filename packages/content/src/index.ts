/** The content engine's face: load, validate and render the Markdown of content/. */
export { checkContent, repositoryRoots, DIRECTORS_CATEGORY, type ContentRoots } from './check-content';
export { formatProblem, type ContentProblem } from './content-problem';
export { ARTICLE_SECTIONS, articlePath, expertPath, isArticleSection, MIN_WORDS, type ArticleSection } from './content-sections';
export { frenchTypography } from './french-typography';
export type { Category, FaqEntry, Source, Tag } from './front-matter-schemas';
export { ENGINE_VERSION, type LoadedArticle, type LoadedContent, type LoadedExpert } from './load-content';
export type { TocEntry } from './render-markdown';

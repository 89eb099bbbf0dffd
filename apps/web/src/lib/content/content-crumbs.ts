import type { ContentArticle } from '@registre/domain';
import { findProductPage } from '@/config/product-pages';
import { getT } from '@/i18n/get-t';
import type { Crumb } from '@/lib/seo/structured-data';

/** Section › category › article; a product article: the product page › the article. */
export function articleCrumbs(article: ContentArticle): Crumb[] {
  const t = getT(['content', 'products', 'director-search']);
  if (article.section === 'articles') {
    const product = findProductPage(article.category);
    const parent = product ? { name: t(`products:pages.${product.slug}.name`), path: `/${product.slug}` } : { name: t('cta.directors'), path: '/dirigeants' };
    return [parent, { name: article.title, path: article.path }];
  }
  return [
    { name: t(`sections.${article.section}.name`), path: `/${article.section}` },
    { name: article.categoryName, path: `/${article.section}/${article.category}` },
    { name: article.term ?? article.title, path: article.path },
  ];
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import { ApiRequestError } from '@/lib/api/api-request-error';
import { getContentList } from '@/lib/content/content-api';

/** Reads the product's articles; none while the API cannot be reached (the product page is prerendered at build, without the API). */
async function articlesOf(category: string) {
  try {
    return (await getContentList('articles', { category, perPage: 10 }))?.data ?? [];
  } catch (error) {
    if (error instanceof ApiRequestError) return [];
    throw error;
  }
}

/** The articles about a product page's document (`/{product}/article/{slug}`), under its search; nothing when it has none. */
export async function ProductArticleLinks({ category }: { category: string }) {
  const articles = await articlesOf(category);
  if (articles.length === 0) return null;
  const t = getT('content');
  return (
    <Box component="section" aria-labelledby="product-articles-heading" sx={{ mt: 5 }}>
      <Typography id="product-articles-heading" component="h2" sx={{ fontSize: '1.3rem', fontWeight: 700, mb: 1.5 }}>
        {t('cta.productArticles')}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 1 }}>
        {articles.map((article) => (
          <li key={article.path}>
            <AppLink href={article.path} prefetch={false}>
              {article.title}
            </AppLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}

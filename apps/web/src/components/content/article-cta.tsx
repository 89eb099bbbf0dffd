import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContentSection } from '@registre/domain';
import { AppLink } from '@/components/ui/app-link';
import { findProductPage } from '@/config/product-pages';
import { getT } from '@/i18n/get-t';
import { contentCta } from '@/lib/content/content-cta';

/** The call to action under an article: the product page of its subject, or the company (director) search. */
export function ArticleCta({ section, category }: { section: ContentSection; category: string }) {
  const t = getT(['content', 'products']);
  const cta = contentCta(section, category);
  const product = cta.kind === 'product' ? findProductPage(cta.slug) : undefined;
  const link = product
    ? { href: `/${product.slug}`, label: t('cta.product', { name: t(`products:pages.${product.slug}.name`) }) }
    : cta.kind === 'directors'
      ? { href: '/dirigeants', label: t('cta.directors') }
      : { href: '/rechercher', label: t('cta.search') };
  return (
    <Box component="aside" aria-labelledby="cta-heading" sx={{ mt: 5, p: 2.5, border: 1, borderColor: 'primary.main', borderRadius: 1, maxWidth: '72ch' }}>
      <Typography id="cta-heading" component="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1 }}>
        {t('cta.heading')}
      </Typography>
      <AppLink href={link.href} sx={{ fontWeight: 700 }}>
        {link.label}
      </AppLink>
    </Box>
  );
}

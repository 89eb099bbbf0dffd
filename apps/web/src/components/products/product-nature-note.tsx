import Alert from '@mui/material/Alert';
import { getT } from '@/i18n/get-t';
import { productDocumentKind, type ProductPage } from '@/config/product-pages';
import { translateKey } from '@/lib/company/translate-key';

/**
 * What the visitor gets on a product page, said plainly (DESIGN §5): an official document from
 * its source, an information document built from our data ("non officiel"), or free information.
 */
export function ProductNatureNote({ page }: { page: ProductPage }) {
  const t = getT('products');
  const kind = productDocumentKind(page);
  let text: string;
  if (kind === undefined) {
    text = t('nature.free');
  } else if (kind.provider === null) {
    text = t('nature.information');
  } else {
    const provider = t(`providers.${kind.provider}`);
    text = kind.generated ? t('nature.informationOrOfficial', { provider }) : t('nature.official', { provider });
  }
  // Where the official document comes from, when what we sell is not it (the Kbis: only the greffes deliver one).
  const officialRoute = translateKey(t, `pages.${page.slug}.officialRoute`, '');
  return (
    <Alert severity="info" variant="outlined" sx={{ my: 3 }}>
      {text}
      {officialRoute ? ` ${officialRoute}` : null}
    </Alert>
  );
}

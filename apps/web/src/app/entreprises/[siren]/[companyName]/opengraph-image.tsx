import { ImageResponse } from 'next/og';
import { CompanyOgCard, OG_IMAGE_SIZE } from '@/components/og-image/company-og-card';
import { brand } from '@/config/brand';
import { getT } from '@/i18n/get-t';
import { getCompanyIdentity } from '@/lib/api/get-company-identity';
import { sirenFromParam } from '@/lib/company/siren-from-param';

export const size = OG_IMAGE_SIZE;
export const contentType = 'image/png';
export const alt = getT('og-image')('alt', { brand: brand.name });

/** Company data changes with imports (daily at most): crawlers and CDNs keep an image a day, then refresh it in the background. */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=86400';

/**
 * The company's Open Graph image (og:image of its page, added by this file's convention), drawn
 * on the server from the identity the page reads (its fetch cached as the page's); served with
 * a day's `Cache-Control`, so crawlers and CDNs draw it once a day. An unknown SIREN gets the
 * card "not found" with a 404. No client JavaScript.
 */
export default async function CompanyOpenGraphImage({ params }: { params: Promise<{ siren: string }> }) {
  const siren = sirenFromParam((await params).siren);
  const company = siren === null ? null : await getCompanyIdentity(siren);
  return new ImageResponse(<CompanyOgCard company={company} brandName={brand.name} />, {
    ...OG_IMAGE_SIZE,
    ...(company === null ? { status: 404 } : { headers: { 'cache-control': CACHE_CONTROL } }),
  });
}

import { CompanyOgImage, OG_IMAGE_SIZE } from '@/components/og/company-og-image';
import { brand } from '@/config/brand';
import { getT } from '@/i18n/get-t';
import { companyRevalidateSeconds } from '@/lib/api/company-revalidate-seconds';
import { getCompanyIdentity } from '@/lib/api/get-company-identity';
import { sirenFromParam } from '@/lib/company/siren-from-param';
import { companyOgCard } from '@/lib/og/company-og-card';
import { loadImageResponse } from '@/lib/og/load-image-response';
import { ogText } from '@/lib/og/og-text';

interface CompanyImageParams {
  siren: string;
  companyName: string;
}

export const size = OG_IMAGE_SIZE;
export const contentType = 'image/png';
export const alt = getT('og')('alt');

/**
 * No image is made at build time. Each is drawn on its first request and then served from the
 * cache (ISR): it is regenerated when its data is, after the identity read's random 86,400 to
 * 129,600 seconds (companyRevalidateSeconds), the lowest revalidation of this route; the
 * `company:{siren}` tag of that read purges it too. Browsers, CDNs and crawlers are told the same
 * lifetime (next/og would say `max-age=0`).
 */
export function generateStaticParams(): CompanyImageParams[] {
  return [];
}

/** `/entreprises/{siren}/{slug}/opengraph-image`: the company's card as a 1200×630 PNG; 404 for an unknown SIREN. */
export default async function Image({ params }: { params: Promise<CompanyImageParams> }) {
  const siren = sirenFromParam((await params).siren);
  const company = siren === null ? null : await getCompanyIdentity(siren);
  if (company === null) return new Response(null, { status: 404 });

  const t = getT('og');
  const ImageResponse = await loadImageResponse();
  return new ImageResponse(<CompanyOgImage card={companyOgCard(company, t)} brandName={ogText(brand.name)} kind={t('kind')} />, {
    ...OG_IMAGE_SIZE,
    headers: { 'cache-control': `public, max-age=${companyRevalidateSeconds()}` },
  });
}

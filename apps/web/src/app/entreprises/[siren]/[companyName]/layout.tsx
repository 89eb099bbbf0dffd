import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { siteOrigin } from '@/lib/seo/site-origin';

/**
 * The base of the company page's file-based metadata (its Open Graph image, opengraph-image.tsx):
 * absolute URLs on SITE_URL. Set on this segment only: on the root layout it would also rewrite
 * the other pages' canonical URLs (`https://…/` loses its slash).
 */
export function generateMetadata(): Metadata {
  return { metadataBase: new URL(siteOrigin()) };
}

export default function CompanyPageLayout({ children }: Readonly<{ children: ReactNode }>) {
  return children;
}

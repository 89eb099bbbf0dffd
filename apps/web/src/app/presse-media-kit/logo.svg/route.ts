import { brand } from '@/config/brand';
import { brandLogoSvg, LOGO_PNG_SIZE, logoFileName } from '@/lib/site-pages/brand-logo';

/** The press kit's vector logo (the site's pictogram), downloaded as a file. */
export function GET(): Response {
  return new Response(brandLogoSvg(LOGO_PNG_SIZE), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="${logoFileName(brand.name, 'svg')}"`,
      'Cache-Control': 'public, max-age=86400',
    },
  });
}

import { brand } from '@/config/brand';
import { loadImageResponse } from '@/lib/og/load-image-response';
import { brandLogoSvg, LOGO_PNG_SIZE, logoFileName } from '@/lib/site-pages/brand-logo';

/** The press kit's bitmap logo: the site's pictogram drawn at 512 × 512 pixels (PNG, transparent corners). */
export async function GET(): Promise<Response> {
  const ImageResponse = await loadImageResponse();
  const source = `data:image/svg+xml;base64,${Buffer.from(brandLogoSvg(LOGO_PNG_SIZE)).toString('base64')}`;
  const image = new ImageResponse(
    (
      <img src={source} width={LOGO_PNG_SIZE} height={LOGO_PNG_SIZE} alt="" />
    ),
    { width: LOGO_PNG_SIZE, height: LOGO_PNG_SIZE },
  );
  const headers = new Headers(image.headers);
  headers.set('Content-Disposition', `attachment; filename="${logoFileName(brand.name, 'png')}"`);
  headers.set('Cache-Control', 'public, max-age=86400');
  return new Response(image.body, { status: 200, headers });
}

/**
 * The site's pictogram (app/icon.svg, the favicon), as the press kit serves it: the same markup, kept
 * in step by a test, at a size of one's choice.
 */
export const BRAND_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1f4e79"/><path d="M10 7h9l5 5v13H10z" fill="#fff"/><path d="M13 15h8M13 19h8M13 23h5" stroke="#1f4e79" stroke-width="2" stroke-linecap="round"/></svg>';

/** Side of the PNG logo, in pixels. */
export const LOGO_PNG_SIZE = 512;

/** The pictogram with explicit width and height (a file opened on its own then has a size). */
export function brandLogoSvg(size: number): string {
  return BRAND_ICON_SVG.replace('<svg ', `<svg width="${size}" height="${size}" `);
}

/** `registre-clair-logo.png`: the brand's name as a file name. */
export function logoFileName(brandName: string, extension: 'svg' | 'png'): string {
  const slug = brandName.normalize('NFD').replace(/[^\w\s-]/g, '').trim().toLowerCase().replace(/\s+/g, '-');
  return `${slug || 'logo'}-logo.${extension}`;
}

/**
 * `attachment` with a plain-ASCII `filename` (accents stripped, quotes and controls dropped) and the
 * exact name in `filename*` (RFC 6266 / 5987), e.g. `extrait-552032534-2026-11-27.pdf`.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

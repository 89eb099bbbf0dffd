import { decodedSegment } from '../url/decoded-segment';

/** Whether the path asked for (`/index-entreprises/secteur` + raw segments) is written as `canonical` (not `j`, `6201Z`, `2a`). */
export function isCanonical(prefix: string, segments: readonly string[], canonical: string): boolean {
  return [prefix, ...segments.map(decodedSegment)].join('/') === canonical.split('/').map(decodedSegment).join('/');
}

/** A path segment percent-decoded, or as it came when it is not valid percent-encoding (`%E0`). */
export function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

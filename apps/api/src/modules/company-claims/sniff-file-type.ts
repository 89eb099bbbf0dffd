/** The file types a claimant may send, told by their first bytes (never by a name or a declared type). */
export type SniffedType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';

const startsWith = (content: Uint8Array, bytes: readonly number[], offset = 0) => bytes.every((byte, index) => content[offset + index] === byte);

/** The type of the content from its signature, or null when it is none of PDF, JPEG, PNG or WebP. */
export function sniffFileType(content: Uint8Array): SniffedType | null {
  if (startsWith(content, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(content, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(content, [0x52, 0x49, 0x46, 0x46]) && startsWith(content, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'; // RIFF....WEBP
  return null;
}

export const FILE_EXTENSIONS: Record<SniffedType, string> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
};

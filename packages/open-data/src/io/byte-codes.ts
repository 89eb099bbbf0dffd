/** Bytes the readers look for in UTF-8 text (none of them occurs inside a multi-byte character). */
export const NEWLINE = 0x0a;
export const CARRIAGE_RETURN = 0x0d;
export const OPEN_BRACE = 0x7b;

/** Whether the bytes start with a UTF-8 byte-order mark (EF BB BF), which is not JSON whitespace. */
export function startsWithByteOrderMark(bytes: Buffer): boolean {
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

/** Keyset position of a company listing, opaque to clients: base64url of "naf_code|siren". */
export interface IndexCursor {
  naf: string;
  siren: string;
}

const POSITION = /^(\d{2}\.\d{2}[A-Z]|[0-9A-Z.]{1,6})\|(\d{9})$/;

export function encodeIndexCursor(cursor: IndexCursor): string {
  return Buffer.from(`${cursor.naf}|${cursor.siren}`).toString('base64url');
}

/** The position a cursor holds, or null when it is not one this API made. */
export function decodeIndexCursor(value: string): IndexCursor | null {
  const match = POSITION.exec(Buffer.from(value, 'base64url').toString('utf8'));
  return match?.[1] && match[2] ? { naf: match[1], siren: match[2] } : null;
}

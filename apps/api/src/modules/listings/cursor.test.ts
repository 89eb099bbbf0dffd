import { describe, expect, it } from 'vitest';
import { decodeListingCursor, encodeListingCursor } from './cursor';

describe('listing cursor', () => {
  it('round-trips a position as an opaque URL-safe string', () => {
    const cursor = encodeListingCursor({ naf: '62.01Z', siren: '552081317' });
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(decodeListingCursor(cursor)).toEqual({ naf: '62.01Z', siren: '552081317' });
  });

  it('refuses what it did not make', () => {
    expect(decodeListingCursor('not-a-cursor')).toBeNull();
    expect(decodeListingCursor(Buffer.from("62.01Z|1' OR 1=1").toString('base64url'))).toBeNull();
    expect(decodeListingCursor(Buffer.from('62.01Z|55208131').toString('base64url'))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { decodeIndexCursor, encodeIndexCursor } from './cursor';

describe('listing cursor', () => {
  it('round-trips a position as an opaque URL-safe string', () => {
    const cursor = encodeIndexCursor({ naf: '62.01Z', siren: '552081317' });
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(decodeIndexCursor(cursor)).toEqual({ naf: '62.01Z', siren: '552081317' });
  });

  it('refuses what it did not make', () => {
    expect(decodeIndexCursor('not-a-cursor')).toBeNull();
    expect(decodeIndexCursor(Buffer.from("62.01Z|1' OR 1=1").toString('base64url'))).toBeNull();
    expect(decodeIndexCursor(Buffer.from('62.01Z|55208131').toString('base64url'))).toBeNull();
  });
});

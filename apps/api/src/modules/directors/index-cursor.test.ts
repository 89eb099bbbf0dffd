import { describe, expect, it } from 'vitest';
import { decodeIndexCursor, encodeIndexCursor } from './index-cursor';

describe('director listing cursors', () => {
  it('reads back what it wrote', () => {
    const position = { sortName: 'dupont jean pierre', personId: 123456789 };
    expect(decodeIndexCursor(encodeIndexCursor(position))).toEqual(position);
  });

  it.each([
    'not base64 !',
    Buffer.from('[1, 2]').toString('base64url'),
    Buffer.from('["dupont", 0]').toString('base64url'),
    Buffer.from('["dupont", 1.5]').toString('base64url'),
    Buffer.from('["Dupont", 1]').toString('base64url'),
    Buffer.from('["dupont\\u0000", 1]').toString('base64url'),
    Buffer.from('{"a": 1}').toString('base64url'),
    Buffer.from('["dupont", 1, 2]').toString('base64url'),
  ])('refuses %s with a 400', (cursor) => {
    expect(() => decodeIndexCursor(cursor)).toThrow(expect.objectContaining({ statusCode: 400, messageKey: 'errors:directors.invalid-cursor' }));
  });
});

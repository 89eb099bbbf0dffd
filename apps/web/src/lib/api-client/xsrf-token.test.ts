import { describe, expect, it } from 'vitest';
import { readXsrfToken } from './xsrf-token';

describe('readXsrfToken', () => {
  it('finds the token among other cookies and URL-decodes it', () => {
    expect(readXsrfToken('a=1; XSRF-TOKEN=abc%3D%3D; b=2')).toBe('abc==');
    expect(readXsrfToken('XSRF-TOKEN=plain')).toBe('plain');
  });

  it('is null when the cookie is missing or empty', () => {
    expect(readXsrfToken('')).toBeNull();
    expect(readXsrfToken('session=1; X-XSRF-TOKEN=nope')).toBeNull();
    expect(readXsrfToken('XSRF-TOKEN=')).toBeNull();
  });

  it('keeps a value that is not valid URL encoding as it is', () => {
    expect(readXsrfToken('XSRF-TOKEN=50%zz')).toBe('50%zz');
  });
});

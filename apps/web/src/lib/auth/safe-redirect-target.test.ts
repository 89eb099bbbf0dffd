import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect-target';

describe('safeRedirectTarget', () => {
  it('keeps a path of the site with its query and fragment', () => {
    expect(safeRedirectTarget('/mon-compte')).toBe('/mon-compte');
    expect(safeRedirectTarget('/verify-email?id=1&hash=ab#top')).toBe('/verify-email?id=1&hash=ab#top');
    expect(safeRedirectTarget(['/entreprises/552081317/x', '/other'])).toBe('/entreprises/552081317/x');
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['absolute URL', 'https://evil.example/'],
    ['scheme', 'javascript:alert(1)'],
    ['protocol-relative', '//evil.example/path'],
    ['backslash host', '/\\evil.example'],
    ['tab folded by the browser', '/\t/evil.example'],
    ['relative path', 'mon-compte'],
    ['too long', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_label, value) => {
    expect(safeRedirectTarget(value)).toBeNull();
  });
});

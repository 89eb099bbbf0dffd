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
    ['dot segment before a second slash', '/.//evil.example'],
    ['dot segment with a query', '/.//evil.example?magicToken=abc'],
    ['double dot segment', '/..//evil.example'],
    ['folded parent', '/a/..//evil.example'],
    ['encoded dot segment', '/%2e//evil.example'],
    ['encoded double dot', '/%2e%2e//evil.example'],
    ['several dot segments', '/././/evil.example/x'],
    ['backslash after a dot', '/.\\evil.example'],
    ['tab inside the scheme', '/\tjavascript:alert(1)'],
    ['newline', '/\n/evil.example'],
    ['triple slash', '///evil.example'],
    ['too long', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_label, value) => {
    expect(safeRedirectTarget(value)).toBeNull();
  });

  it('never answers a path that a browser reads as another host', () => {
    for (const value of ['/.//a', '/./../..//b', '/x/../..//c', '/%2e/%2e//d', '/.%2f/e']) {
      const target = safeRedirectTarget(value);
      if (target !== null) expect(new URL(target, 'https://site.test').host).toBe('site.test');
    }
  });
});

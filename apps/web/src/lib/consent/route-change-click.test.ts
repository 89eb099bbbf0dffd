import { describe, expect, it } from 'vitest';
import { isRouteChangeClick } from './route-change-click';

const location = { origin: 'https://site.fr', pathname: '/entreprises/1/a', search: '' };

function clickOn(href: string | null, overrides: Partial<Parameters<typeof isRouteChangeClick>[0]> = {}, target = '', download = false) {
  const anchor = href === null ? null : { href: new URL(href, location.origin).href, target, hasAttribute: (name: string) => name === 'download' && download };
  const element = { closest: () => anchor };
  return isRouteChangeClick(
    { button: 0, defaultPrevented: false, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, target: element as unknown as EventTarget, ...overrides },
    location,
  );
}

describe('isRouteChangeClick', () => {
  it('is a plain click on a link to another page of the site', () => {
    expect(clickOn('/politiques-de-confidentialite')).toBe(true);
    expect(clickOn('/entreprises/1/a?onglet=2')).toBe(true);
    expect(clickOn('/x', {}, '_self')).toBe(true);
  });

  it('is not a click on the same page, an anchor, another site, a new tab or a download', () => {
    expect(clickOn('/entreprises/1/a')).toBe(false);
    expect(clickOn('/entreprises/1/a#identite')).toBe(false);
    expect(clickOn('https://example.org/')).toBe(false);
    expect(clickOn('/x', {}, '_blank')).toBe(false);
    expect(clickOn('/x', {}, '', true)).toBe(false);
    expect(clickOn('/x', { ctrlKey: true })).toBe(false);
    expect(clickOn('/x', { button: 1 })).toBe(false);
    expect(clickOn('/x', { defaultPrevented: true })).toBe(false);
    expect(clickOn(null)).toBe(false);
  });
});

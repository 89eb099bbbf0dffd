import { describe, expect, it } from 'vitest';
import { pageScripts } from './first-load-js';

describe('pageScripts', () => {
  it('lists each script source once, in order, telling the noModule polyfill apart', () => {
    const html = [
      '<head><script>inline()</script><script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
      '<script src="/_next/static/chunks/a.js" async=""></script><link rel="preload" href="/b.js"/>',
      '</head><body><script src="/_next/static/chunks/b.js?v=1&amp;x=2" async=""></script><script src="/_next/static/chunks/a.js" async=""></script></body>',
    ].join('');
    expect(pageScripts(html)).toEqual([
      { src: '/_next/static/chunks/polyfill.js', noModule: true },
      { src: '/_next/static/chunks/a.js', noModule: false },
      { src: '/_next/static/chunks/b.js?v=1&x=2', noModule: false },
    ]);
  });
});

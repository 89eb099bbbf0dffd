import { describe, expect, it } from 'vitest';
import { frenchTypography } from './french-typography';
import { renderMarkdown } from './render-markdown';

describe('renderMarkdown', () => {
  it('renders tables, footnotes, heading anchors and a table of contents from the ## headings', async () => {
    const rendered = await renderMarkdown('## Les délais\n\nTexte[^1].\n\n### Détail\n\n| Acte | Délai |\n|---|---|\n| Dépôt | 1 mois |\n\n[^1]: Code de commerce.\n');
    expect(rendered.toc).toEqual([{ id: 'les-délais', title: 'Les délais' }]);
    expect(rendered.html).toContain('<h2 id="les-délais">Les délais<a href="#les-délais" class="heading-anchor"');
    expect(rendered.html).toContain('<td>Dépôt</td>');
    expect(rendered.html).toContain('href="#user-content-fn-1"');
    expect(rendered.html).toContain('id="user-content-fn-1"');
  });

  it('drops raw HTML and script links, and opens external links apart', async () => {
    const rendered = await renderMarkdown('<script>alert(1)</script>\n\n[x](javascript:alert(1)) [site](https://www.insee.fr) [page](/extrait-kbis)\n');
    expect(rendered.html).not.toContain('<script');
    expect(rendered.html).not.toContain('javascript:');
    expect(rendered.html).toContain('<a href="https://www.insee.fr" rel="noopener noreferrer" target="_blank">site</a>');
    expect(rendered.html).toContain('<a href="/extrait-kbis">page</a>');
  });

  it('keeps code as written', async () => {
    const rendered = await renderMarkdown('Un texte : oui\n\n`a : b`\n');
    expect(rendered.html).toContain('Un texte\u00A0: oui');
    expect(rendered.html).toContain('<code>a : b</code>');
  });
});

describe('frenchTypography', () => {
  it('puts non-breaking spaces before high punctuation and inside guillemets', () => {
    expect(frenchTypography("Qu'est-ce qu'un « Kbis » ? Attention : valable ; oui!")).toBe('Qu\u2019est-ce qu\u2019un «\u00A0Kbis\u00A0»\u202F? Attention\u00A0: valable\u202F; oui\u202F!');
  });

  it('leaves times and URLs alone', () => {
    expect(frenchTypography('à 10:30 sur https://www.insee.fr')).toBe('à 10:30 sur https://www.insee.fr');
  });
});

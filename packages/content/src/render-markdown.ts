import type { Element, ElementContent, Root as HastRoot, Text } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import type { Root as MdastRoot } from 'mdast';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { frenchTypography } from './french-typography';

export interface TocEntry {
  id: string;
  title: string;
}

/** A link of the body, with its line in the body (1-based). */
export interface BodyLink {
  url: string;
  line: number;
}

export interface RenderedBody {
  html: string;
  toc: TocEntry[];
  /** The body as plain text (search, word count). */
  text: string;
  words: number;
  links: BodyLink[];
  /** Lines of `#` headings (the title is the page's only H1). */
  h1Lines: number[];
}

/** Footnote texts of remark-rehype, in French. */
const FOOTNOTES = { footnoteLabel: 'Notes', footnoteBackLabel: 'Revenir au texte' };

/**
 * GitHub's sanitising schema, without its id prefix: remark-rehype already prefixes the footnotes' ids
 * (and their links) with `user-content-`, and heading ids are added after sanitising.
 */
const SANITIZE_SCHEMA = { ...defaultSchema, clobberPrefix: '' };
const FOOTNOTE_LABEL_ID = 'footnote-label';

const isExternal = (href: string) => /^https?:\/\//i.test(href);

/** Links and `#` headings of the Markdown tree, before it becomes HTML. */
function collect(tree: MdastRoot, links: BodyLink[], h1Lines: number[]): void {
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') links.push({ url: node.url, line: node.position?.start.line ?? 1 });
    if (node.type === 'heading' && node.depth === 1) h1Lines.push(node.position?.start.line ?? 1);
  });
}

/** French spaces in text (not in code), external links opened apart, a `#` anchor on each heading, the table of contents. */
function finish(tree: HastRoot, toc: TocEntry[]): void {
  visit(tree, (node) => {
    if (node.type === 'element' && (node.tagName === 'code' || node.tagName === 'pre')) return SKIP;
    if (node.type === 'text') (node as Text).value = frenchTypography((node as Text).value);
    if (node.type !== 'element') return undefined;
    const element = node as Element;
    const href = element.properties['href'];
    if (element.tagName === 'a' && typeof href === 'string' && isExternal(href)) {
      element.properties['rel'] = ['noopener', 'noreferrer'];
      element.properties['target'] = '_blank';
    }
    const id = element.properties['id'];
    if ((element.tagName === 'h2' || element.tagName === 'h3') && typeof id === 'string' && id !== FOOTNOTE_LABEL_ID) {
      if (element.tagName === 'h2') toc.push({ id, title: frenchTypography(hastToString(element)) });
      const anchor: ElementContent = { type: 'element', tagName: 'a', properties: { href: `#${id}`, className: ['heading-anchor'], ariaHidden: 'true', tabIndex: -1 }, children: [{ type: 'text', value: '#' }] };
      element.children.push(anchor);
    }
    return undefined;
  });
}

/** Markdown body → sanitised HTML with heading ids and anchors, GFM tables and footnotes, French typography. */
export async function renderMarkdown(markdown: string): Promise<RenderedBody> {
  const links: BodyLink[] = [];
  const h1Lines: number[] = [];
  const toc: TocEntry[] = [];
  let text = '';
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(() => (tree: MdastRoot) => collect(tree, links, h1Lines))
    .use(remarkRehype, FOOTNOTES)
    .use(rehypeSanitize, SANITIZE_SCHEMA)
    .use(rehypeSlug)
    .use(() => (tree: HastRoot) => {
      text = hastToString(tree).replace(/\s+/g, ' ').trim();
      finish(tree, toc);
    })
    .use(rehypeStringify)
    .process(markdown);
  return { html: String(file), toc, text, words: countWords(text), links, h1Lines };
}

/** Words of a text: runs of letters or digits (« l'entreprise » counts as two, as a reader would). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
}

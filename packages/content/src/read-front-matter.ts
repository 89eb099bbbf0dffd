import { isMap, isNode, LineCounter, parseDocument, type Document } from 'yaml';
import type { ContentProblem } from './content-problem';

/** A Markdown file split into its front matter (parsed YAML) and its body. */
export interface SplitFile {
  data: unknown;
  body: string;
  /** Line of the file where the body starts (1-based): body line n is file line bodyLine + n - 1. */
  bodyLine: number;
  /** Line of a front-matter field (path of keys and indexes), or the front matter's first line. */
  lineOf(path: readonly PropertyKey[]): number;
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Splits and parses a file's front matter; a missing or malformed block is a problem at its line. */
export function readFrontMatter(file: string, text: string): SplitFile | ContentProblem {
  const match = FENCE.exec(text);
  if (!match) return { file, line: 1, message: 'the file must start with a front matter between two "---" lines' };
  const yamlText = match[1] ?? '';
  const lineCounter = new LineCounter();
  const document: Document = parseDocument(yamlText, { lineCounter, prettyErrors: false });
  const error = document.errors[0];
  if (error) return { file, line: lineCounter.linePos(error.pos[0]).line + 1, message: `front matter is not valid YAML: ${error.message.split('\n')[0] ?? ''}` };
  if (!isMap(document.contents)) return { file, line: 2, message: 'the front matter must be a list of "field: value" lines' };
  const bodyLine = match[0].split('\n').length;
  return {
    data: document.toJS(),
    body: text.slice(match[0].length),
    bodyLine: match[0].endsWith('\n') ? bodyLine : bodyLine + 1,
    lineOf(path) {
      // The deepest node that exists on the path: a missing field points at its parent (or the block).
      for (let depth = path.length; depth > 0; depth -= 1) {
        const node: unknown = document.getIn(path.slice(0, depth) as unknown[], true);
        if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line + 1;
        const pair = depth === path.length ? keyLine(document, path.slice(0, depth), lineCounter) : null;
        if (pair !== null) return pair;
      }
      return 2;
    },
  };
}

/** The line of a key whose value is empty (null values have no node of their own). */
function keyLine(document: Document, path: readonly PropertyKey[], lineCounter: LineCounter): number | null {
  const parent: unknown = path.length === 1 ? document.contents : document.getIn(path.slice(0, -1) as unknown[], true);
  if (!isMap(parent)) return null;
  const pair = parent.items.find((item) => isNode(item.key) && 'value' in item.key && item.key.value === path[path.length - 1]);
  return pair && isNode(pair.key) && pair.key.range ? lineCounter.linePos(pair.key.range[0]).line + 1 : null;
}

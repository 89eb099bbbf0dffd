import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkContent, type ContentRoots, type LoadedContent } from '@registre/content';

/** Every file under a folder with its size and modification time: changes when any file does. */
function signatureOf(dir: string): string {
  const parts: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const info = statSync(full);
        parts.push(`${full}:${info.size}:${info.mtimeMs}`);
      }
    }
  };
  walk(dir);
  return parts.sort().join('\n');
}

const cache = new Map<string, { signature: string; content: Promise<LoadedContent> }>();

/**
 * The checked content of `roots`, rendered again only when a file of content/ changed since the last
 * call in this process (every app built on a platform syncs at start: tests build many).
 */
export function loadContentCached(roots: ContentRoots): Promise<LoadedContent> {
  const signature = signatureOf(roots.contentDir);
  const known = cache.get(roots.contentDir);
  if (known && known.signature === signature) return known.content;
  const content = checkContent(roots);
  cache.set(roots.contentDir, { signature, content });
  content.catch(() => cache.delete(roots.contentDir));
  return content;
}

import { gzipSync } from 'node:zlib';

/** DESIGN §6: the first-load JavaScript of the home, results, company and payment pages, gzip. */
export const FIRST_LOAD_JS_BUDGET_BYTES = 250 * 1024;

export interface PageScript {
  src: string;
  /** `<script noModule>`: the legacy browsers' polyfill, never run by a module browser (outside the budget). */
  noModule: boolean;
}

export interface FirstLoadJs {
  /** Gzip bytes (level 9) of the module scripts: what the budget counts. */
  moduleBytes: number;
  moduleScripts: number;
  /** Gzip bytes of the `noModule` scripts (the polyfill), reported beside. */
  noModuleBytes: number;
  scripts: Array<PageScript & { gzipBytes: number }>;
}

/** The `src` of every script element of an HTML page, in order, each once, and whether it is `noModule`. */
export function pageScripts(html: string): PageScript[] {
  const seen = new Set<string>();
  const scripts: PageScript[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1]?.replaceAll('&amp;', '&');
    if (!src || seen.has(src)) continue;
    seen.add(src);
    scripts.push({ src, noModule: /\bnomodule\b/i.test(attributes) });
  }
  return scripts;
}

async function gzipSize(url: string): Promise<number> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
}

/**
 * What a page makes the browser download before it is interactive: its HTML is fetched from the
 * running site and the gzip size (level 9) of every `<script src>` it names is added up — what
 * `next build` printed as First Load JS before Turbopack. Used by bench/first-load-js and by the
 * browser tests' budget check (apps/web/e2e/first-load-budget.test.ts).
 */
export async function measureFirstLoadJs(siteUrl: string, path: string): Promise<FirstLoadJs> {
  const response = await fetch(`${siteUrl}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const found = pageScripts(await response.text());
  const scripts = await Promise.all(found.map(async (script) => ({ ...script, gzipBytes: await gzipSize(new URL(script.src, siteUrl).toString()) })));
  const sum = (list: typeof scripts) => list.reduce((total, script) => total + script.gzipBytes, 0);
  const modules = scripts.filter((script) => !script.noModule);
  return { moduleBytes: sum(modules), moduleScripts: modules.length, noModuleBytes: sum(scripts.filter((script) => script.noModule)), scripts };
}

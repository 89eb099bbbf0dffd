import errorPage from '@/locales/fr/error-page.json';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The French page the proxy answers on its own (no layout: the API is refusing or down): 429 with
 * Retry-After for a visitor over the API's limit, 503 with Retry-After during an outage.
 */
export function refusalResponse(kind: 'rate-limited' | 'unavailable', seconds: number, headers: Record<string, string>): Response {
  const page = errorPage;
  const texts =
    kind === 'rate-limited'
      ? { title: page.rateLimited.title, description: (seconds === 1 ? page.rateLimited.description : page.rateLimited.description_other).replace('{{count}}', String(seconds)) }
      : page.unavailable;
  return plainErrorPage(kind, texts, kind === 'rate-limited' ? 429 : 503, { ...headers, 'retry-after': String(seconds) });
}

/**
 * A French error page without the layout, as the proxy answers it: its title and description,
 * a retry link (unless `retry` is false) and the home link.
 */
export function plainErrorPage(kind: string, texts: { title: string; description: string }, status: number, headers: Record<string, string>, retry = true): Response {
  const page = errorPage;
  const links = [retry ? `<a href="" style="color:#0b4f8a">${escape(page.retry)}</a>` : null, `<a href="/" style="color:#0b4f8a">${escape(page.homeLink)}</a>`].filter(Boolean).join(' · ');
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(texts.title)}</title></head>
<body style="margin:0;font-family:system-ui,sans-serif;color:#1a2330"><main style="max-width:70ch;margin:0 auto;padding:48px 24px" data-testid="error-page" data-error-kind="${escape(kind)}">
<h1 style="font-size:2rem">${escape(texts.title)}</h1><p style="line-height:1.5">${escape(texts.description)}</p>
<p>${links}</p></main></body></html>`;
  return new Response(html, { status, headers: { ...headers, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

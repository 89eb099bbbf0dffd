import { escapeXml } from '@registre/domain';
import { brand } from '@/config/brand';
import { getT } from '@/i18n/get-t';
import { getContentList } from '@/lib/content/content-api';
import { BLOG_FEED_PATH } from '@/lib/content/content-metadata';
import { absoluteUrl, siteOrigin } from '@/lib/seo/site-origin';

/** Read from the API at each request (its answers are cached by the data cache). */
export const dynamic = 'force-dynamic';

const FEED_SIZE = 20;
const rfc822 = (date: string) => new Date(`${date}T08:00:00Z`).toUTCString();

/** `/actualites/feed.xml`: RSS 2.0 feed of the blog's latest articles. */
export async function GET(): Promise<Response> {
  const t = getT('content');
  const origin = siteOrigin();
  const list = await getContentList('actualites', { perPage: FEED_SIZE });
  const items = (list?.data ?? []).map((item) => {
    const url = escapeXml(absoluteUrl(item.path, origin));
    return `<item><title>${escapeXml(item.title)}</title><link>${url}</link><guid isPermaLink="true">${url}</guid><description>${escapeXml(item.description)}</description>${item.published ? `<pubDate>${rfc822(item.published)}</pubDate>` : ''}${item.tags.map((tag) => `<category>${escapeXml(tag)}</category>`).join('')}</item>`;
  });
  const newest = list?.data[0]?.updated;
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
    `<title>${escapeXml(`${t('feed.title')} — ${brand.name}`)}</title>`,
    `<link>${escapeXml(absoluteUrl('/actualites', origin))}</link>`,
    `<atom:link href="${escapeXml(absoluteUrl(BLOG_FEED_PATH, origin))}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(t('feed.description'))}</description>`,
    '<language>fr-FR</language>',
    newest ? `<lastBuildDate>${rfc822(newest)}</lastBuildDate>` : '',
    ...items,
    '</channel></rss>',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=600' } });
}

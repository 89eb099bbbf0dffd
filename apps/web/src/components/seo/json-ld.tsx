import { serializeJsonLd, type JsonLdObject } from '@/lib/seo/structured-data';

/** Structured data for search engines (server-rendered, no client JS). */
export function JsonLd({ data }: { data: JsonLdObject | readonly JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

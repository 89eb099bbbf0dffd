import { SITE_REVALIDATION_SIGNATURE_HEADER, siteRevalidationRequestSchema } from '@registre/domain';
import { revalidateTag } from 'next/cache';
import { isSignedRevalidation } from '@/lib/page-cache/verify-revalidation-signature';

/** A revalidation names a few tags: a larger body is refused unread. */
const MAX_BODY_BYTES = 8_192;

const refusal = (status: number, message: string) => Response.json({ message }, { status });

/**
 * `POST /revalidation`: the API's worker says which pages of the full-route cache changed (a company
 * claim approved, edited or ended), signed with SITE_API_SECRET. Their tags expire at once, so the next
 * visitor of this instance gets a fresh render (docs/page-cache.md). Nothing without the secret: 404.
 */
export async function POST(request: Request): Promise<Response> {
  const secret = process.env.SITE_API_SECRET?.trim() ?? '';
  if (secret.length < 32) return refusal(404, 'errors:route.not-found');
  const body = await request.text();
  if (Buffer.byteLength(body) > MAX_BODY_BYTES) return refusal(413, 'errors:revalidation.invalid-body');
  if (!isSignedRevalidation(secret, request.headers.get(SITE_REVALIDATION_SIGNATURE_HEADER), body, new Date())) return refusal(401, 'errors:revalidation.bad-signature');
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return refusal(400, 'errors:revalidation.invalid-body');
  }
  const parsed = siteRevalidationRequestSchema.safeParse(json);
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message ?? '';
    return refusal(400, key.startsWith('errors:') ? key : 'errors:revalidation.invalid-body');
  }
  // `expire: 0`: expired now, not merely stale (a stale page would still be served once to the next visitor).
  for (const tag of parsed.data.tags) revalidateTag(tag, { expire: 0 });
  return new Response(null, { status: 204 });
}

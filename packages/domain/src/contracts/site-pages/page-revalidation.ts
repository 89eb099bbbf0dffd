import { z } from 'zod';

/**
 * The call by which the API's worker tells a site instance that cached pages changed (a company claim
 * approved, edited or ended): `POST /revalidation` with `{ tags }`, signed with the secret the site and
 * the API share (SITE_API_SECRET). The signature header is `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">`; the site refuses a call signed more than SITE_REVALIDATION_MAX_AGE_SECONDS away from its clock.
 */
export const SITE_REVALIDATION_PATH = '/revalidation';
export const SITE_REVALIDATION_SIGNATURE_HEADER = 'x-revalidation-signature';
export const SITE_REVALIDATION_MAX_AGE_SECONDS = 300;

/** The cache tag of a company's reads on the site (its page, its Open Graph image). */
export const companyPageTag = (siren: string) => `company:${siren}`;

/** Tags the site accepts: a company's (`company:{siren}`) or a person's (`director:{id}`). */
export const siteRevalidationRequestSchema = z.object({
  tags: z
    .array(z.string().regex(/^(company:\d{9}|director:\d{1,15})$/, { error: 'errors:revalidation.invalid-tag' }))
    .min(1, { error: 'errors:revalidation.invalid-tag' })
    .max(100, { error: 'errors:revalidation.invalid-tag' }),
});

export type SiteRevalidationRequest = z.infer<typeof siteRevalidationRequestSchema>;

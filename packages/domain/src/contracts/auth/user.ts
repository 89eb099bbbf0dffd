import { z } from 'zod';

/**
 * The signed-in user, as `GET /api/me` (and the magic-link sign-in, register, profile
 * update and onboarding) answer it: the object itself, not wrapped in `data`,
 * like the Sanctum back end the site was specified against. `id` is a string.
 */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** ISO 8601 instant, or null while the e-mail address is not verified. */
  email_verified_at: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  created_at: z.string(),
  onboarding: z.object({
    company_name: z.string().nullable(),
    siren: z.string().nullable(),
    phone: z.string().nullable(),
    job: z.string().nullable(),
    heard_about: z.string().nullable(),
    /** ISO 8601 instant of the last onboarding update, or null before it. */
    completed_at: z.string().nullable(),
  }),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;

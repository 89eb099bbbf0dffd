import { z } from 'zod';

/** i18n key of the error shown when a director id cannot be read. */
export const DIRECTOR_ID_INVALID = 'errors:directors.invalid-id';

/**
 * The `{ id }` of `/api/directors/{id}/...`: the person's numeric id (1 to 15 digits).
 * The site's director page is `/dirigeants/{id}/{slug}` (see `directorPagePath`): the first
 * segment is this id, the second the name slug, which only makes the address readable.
 */
export const directorIdParamSchema = z.object({
  id: z
    .string({ error: DIRECTOR_ID_INVALID })
    .regex(/^\d{1,15}$/, { error: DIRECTOR_ID_INVALID })
    .transform((value) => Number(value))
    .refine((id) => id >= 1, { error: DIRECTOR_ID_INVALID }),
});

export type DirectorIdParam = z.output<typeof directorIdParamSchema>;

/** Slug segment used when a person has none (non-diffusible persons: their name stays hidden). */
export const DIRECTOR_FALLBACK_SLUG = 'dirigeant';

/** The site address of a director's page: `/dirigeants/{id}/{slug}`. */
export function directorPagePath(id: number, slug: string | null): string {
  return `/dirigeants/${id}/${slug || DIRECTOR_FALLBACK_SLUG}`;
}

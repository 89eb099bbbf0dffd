import { directorIdParamSchema } from '@registre/domain';

/** The person id of a `/dirigeants/{id}/{slug}` address, or null when the segment is not one. */
export function directorIdFromParam(param: string): number | null {
  const parsed = directorIdParamSchema.safeParse({ id: param });
  return parsed.success ? parsed.data.id : null;
}

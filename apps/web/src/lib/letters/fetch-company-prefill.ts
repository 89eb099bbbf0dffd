import { letterPrefillResponseSchema } from '@registre/domain';
import { runtimeApiGet } from '../runtime-config/runtime-api';

/**
 * The template fields the register fills for a company (`GET /api/letter-templates/prefill/{siren}`):
 * an empty record when it publishes nothing for it (a private person), null when the read failed.
 */
export async function fetchCompanyPrefill(siren: string): Promise<Record<string, string> | null> {
  try {
    const { status, body } = await runtimeApiGet(`/api/letter-templates/prefill/${siren}`);
    const parsed = status === 200 ? letterPrefillResponseSchema.safeParse(body) : null;
    return parsed?.success ? (parsed.data.data.values as Record<string, string>) : null;
  } catch {
    return null;
  }
}

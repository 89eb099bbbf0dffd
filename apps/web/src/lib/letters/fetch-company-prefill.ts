import { runtimeApiGet } from '../runtime-config/runtime-api';

/**
 * The template fields the register fills for a company (`GET /api/letter-templates/prefill/{siren}`):
 * an empty record when it publishes nothing for it (a private person), null when the read failed.
 */
export async function fetchCompanyPrefill(siren: string): Promise<Record<string, string> | null> {
  try {
    // The contract (zod) loads with the first prefill, not with the page.
    const [{ status, body }, { letterPrefillResponseSchema }] = await Promise.all([runtimeApiGet(`/api/letter-templates/prefill/${siren}`), import('@registre/domain/letter-catalogue-contract')]);
    const parsed = status === 200 ? letterPrefillResponseSchema.safeParse(body) : null;
    return parsed?.success ? (parsed.data.data.values as Record<string, string>) : null;
  } catch {
    return null;
  }
}

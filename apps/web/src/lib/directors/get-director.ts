import { cache } from 'react';
import {
  directorPersonalResponseSchema,
  directorPoleScoreResponseSchema,
  directorProfileResponseSchema,
  type DirectorPersonal,
  type DirectorPoleScore,
  type DirectorProfile,
} from '@registre/domain';
import { companyRevalidateSeconds } from '@/lib/api/company-revalidate-seconds';
import { fetchApiJson } from '@/lib/api/fetch-api-json';
import { directorPersonalTimeoutMs } from '@/lib/api/flagged-timeouts';

/** Director data is register data: revalidated like a company's, and purged by the `director:{id}` tag. */
function directorFetchOptions(id: number) {
  return { next: { revalidate: companyRevalidateSeconds(), tags: [`director:${id}`] } };
}

/** `GET /api/directors/{id}`: identity and mandates, or null for an unknown person (one call per request). */
export const getDirectorProfile = cache(async (id: number): Promise<DirectorProfile | null> => {
  const response = await fetchApiJson(`/api/directors/${id}`, directorProfileResponseSchema, directorFetchOptions(id));
  return response?.data ?? null;
});

/**
 * `GET /api/directors/{id}/personal`: month and year of birth, nationality (`[ND]` when not
 * diffusible). At most 5 s while the `director-fetch-timeout-5s` flag is active (flagged-timeouts.ts).
 */
export const getDirectorPersonal = cache(async (id: number): Promise<DirectorPersonal | null> => {
  const response = await fetchApiJson(`/api/directors/${id}/personal`, directorPersonalResponseSchema, { ...directorFetchOptions(id), timeoutMs: await directorPersonalTimeoutMs() });
  return response?.data ?? null;
});

/** `GET /api/directors/{id}/pole-score`: the overall grades of the companies of the person's current mandates. */
export const getDirectorPoleScore = cache(async (id: number): Promise<DirectorPoleScore | null> => {
  const response = await fetchApiJson(`/api/directors/${id}/pole-score`, directorPoleScoreResponseSchema, directorFetchOptions(id));
  return response?.data ?? null;
});

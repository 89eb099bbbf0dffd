import { academySessionsResponseSchema, type AcademySession } from '@registre/domain';
import { connection } from 'next/server';
import { fetchApiJson } from '@/lib/api/fetch-api-json';

/** `GET /api/academy/sessions` (sessions still to come, seats left), read per request. */
export async function getAcademySessions(): Promise<AcademySession[]> {
  await connection();
  return (await fetchApiJson('/api/academy/sessions', academySessionsResponseSchema, { cache: 'no-store' }))?.data ?? [];
}

import { offerResponseSchema, type Offer } from '@registre/domain';
import { connection } from 'next/server';
import { fetchApiJson } from '@/lib/api/fetch-api-json';

/** `GET /api/config/offer`, read per request (prices and identities follow the API's configuration). */
export async function getOffer(): Promise<Offer | null> {
  await connection();
  return (await fetchApiJson('/api/config/offer', offerResponseSchema, { cache: 'no-store' }))?.data ?? null;
}

import { cache } from 'react';
import { documentAvailabilityResponseSchema, type DocumentAvailabilityItem } from '@registre/domain';
import { fetchCompanyJson } from './fetch-company-json';

/**
 * Which documents of the catalogue can be produced for a company (`GET /api/documents/{siren}/document-availability`),
 * cached like every company read; an empty list for an unknown company (then nothing is offered for order).
 */
export const getDocumentAvailability = cache(async (siren: string): Promise<DocumentAvailabilityItem[]> => {
  const response = await fetchCompanyJson(siren, `/api/documents/${encodeURIComponent(siren)}/document-availability`, documentAvailabilityResponseSchema);
  return response?.data ?? [];
});

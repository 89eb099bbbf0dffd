import type { OfficialRequest } from '@registre/documents';
import type { CompaniesService } from '../companies';
import type { DocumentOrderPayload } from '../document-data';
import { findOnPages, LOOKUP_PAGE } from './order-target';

const INPI_DOCUMENT_ID = /^[a-f0-9]{24}$/;
const SIRET = /^\d{14}$/;
/** bodacc.fr's sub-folder of an issue's PDFs (`0` or `1` seen); the open data's `pdf_parution_subfolder`. */
const SUBFOLDER = /^\d{1,3}$/;

/** What an official order stores besides the payload of a generated one. */
type OfficialPayload = DocumentOrderPayload & { filing_number?: string; order_data?: Record<string, unknown>; pdf_release_subfolder?: string };

/** Why an order cannot be asked of its source: the `error_code` it ends with. */
export type UnresolvedOfficial = 'ITEM_NOT_FOUND' | 'DOCUMENT_UNAVAILABLE';

/**
 * What to ask the official source for one order (docs/providers.md): the head office's SIRET for INSEE,
 * the announcement id and sub-folder for the BODACC (sub-folder `0` unless the order names one), INPI's id
 * of the act our register lists under the filing number, the SIREN and fiscal year for accounts.
 */
export async function officialRequest(companies: CompaniesService, kind: string, siren: string, stored: unknown): Promise<OfficialRequest | UnresolvedOfficial> {
  const payload = (stored ?? {}) as OfficialPayload;
  switch (kind) {
    case 'sirene-situations':
    case 'ape-codes': {
      const siret = (await companies.getProfile(siren)).head_office?.siret;
      return siret && SIRET.test(siret) ? { kind, siret } : 'DOCUMENT_UNAVAILABLE';
    }
    case 'commercial-advertisements': {
      const wanted = String(payload.commercial_advertisement_id ?? '');
      const announcement = await findOnPages(
        (page) => companies.getCommercialAdvertisements(siren, { page, per_page: LOOKUP_PAGE }),
        (entry) => entry.source_id === wanted || String(entry.id) === wanted,
      );
      const subfolder = payload.pdf_release_subfolder ?? '0';
      return announcement && SUBFOLDER.test(subfolder) ? { kind, announcementId: announcement.source_id, subfolder } : 'ITEM_NOT_FOUND';
    }
    case 'rne-extracts':
      return { kind, siren };
    case 'acts': {
      // The act must be one our register lists for the company under the filing number; `order_data.id` only chooses among them.
      const given = payload.order_data?.id;
      const documentId = await companies.getActDocumentId(siren, String(payload.filing_number ?? ''), typeof given === 'string' ? given : null);
      return documentId && INPI_DOCUMENT_ID.test(documentId) ? { kind, documentId } : 'ITEM_NOT_FOUND';
    }
    case 'balance-sheets':
      return { kind, siren, fiscalYearEnd: payload.body?.fiscal_year_end ?? null };
    default:
      return 'ITEM_NOT_FOUND';
  }
}

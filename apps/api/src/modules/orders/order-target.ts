import {
  documentAvailability,
  findCatalogueTemplate,
  findDocumentKind,
  letterTemplateSchema,
  ORDER_KEYS,
  type DocumentKind,
  type OfficialProvider,
  type PageMeta,
} from '@registre/domain';
import { HttpError, NotFoundError, UnprocessableError } from '../../errors/http-errors';
import type { CompaniesService } from '../companies';
import type { DirectorsService } from '../directors';
import type { OrderPayload } from './order-payload';

/** What an order is about once its request is checked: the subject, the company and the payload as stored. */
export interface OrderTarget {
  kind: string;
  subject: string;
  siren: string | null;
  payload: OrderPayload;
}

export interface OrderTargetDeps {
  companies: CompaniesService;
  directors: DirectorsService;
  /** The official providers that can deliver this kind (configured and holding a client for it). */
  providersFor?: (kind: string) => ReadonlySet<OfficialProvider>;
}

/** The first entry of a paged list that passes the test (reads page after page, stops at the first hit). */
export async function findOnPages<T>(read: (page: number) => Promise<{ data: T[]; meta: PageMeta }>, test: (entry: T) => boolean): Promise<T | undefined> {
  for (let page = 1; ; page += 1) {
    const { data, meta } = await read(page);
    const found = data.find(test);
    if (found !== undefined) return found;
    if (page >= meta.last_page || data.length === 0) return undefined;
  }
}

const anyOnPages = async <T>(read: (page: number) => Promise<{ data: T[]; meta: PageMeta }>, test: (entry: T) => boolean) => (await findOnPages(read, test)) !== undefined;

/** Page size when a list is read through for one entry. */
export const LOOKUP_PAGE = 200;

const itemNotFound = (field: string) => new UnprocessableError(ORDER_KEYS.itemNotFound, { [field]: [ORDER_KEYS.itemNotFound] });

/** The kind's order payload as stored, after checking that the item it names is one of the company's. */
async function companyPayload(companies: CompaniesService, kind: string, siren: string, body: Record<string, unknown>): Promise<OrderPayload> {
  switch (kind) {
    case 'brands': {
      const number = String(body.brand_number);
      const found = await anyOnPages((page) => companies.getBrands(siren, { page, per_page: LOOKUP_PAGE }), (brand) => brand.number === number);
      if (!found) throw itemNotFound('brand_number');
      return { brand_number: number };
    }
    case 'patents': {
      const number = String(body.patent_number);
      const found = await anyOnPages((page) => companies.getPatents(siren, { page, per_page: LOOKUP_PAGE }), (patent) => patent.number === number);
      if (!found) throw itemNotFound('patent_number');
      return { patent_number: number };
    }
    case 'acts': {
      const filing = String(body.filing_number);
      const acts = (await companies.getActsAndArticles(siren, {})).data;
      if (!acts.some((act) => act.filing_number === filing)) throw itemNotFound('filing_number');
      return { filing_number: filing, provider: body.provider, order_data: body.order_data };
    }
    case 'commercial-advertisements': {
      const wanted = String(body.commercial_advertisement_id);
      const found = await anyOnPages(
        (page) => companies.getCommercialAdvertisements(siren, { page, per_page: LOOKUP_PAGE }),
        (announcement) => announcement.source_id === wanted || String(announcement.id) === wanted,
      );
      if (!found) throw itemNotFound('commercial_advertisement_id');
      return { commercial_advertisement_id: wanted, pdf_release_subfolder: body.pdf_release_subfolder };
    }
    case 'company-agreements': {
      const idcc = String(body.idcc).padStart(4, '0');
      if (!(await companies.getAgreements(siren)).some((agreement) => agreement.idcc === idcc)) throw itemNotFound('idcc');
      return { body: { idcc } };
    }
    case 'balance-sheets': {
      const yearEnd = typeof body.fiscal_year_end === 'string' ? body.fiscal_year_end : undefined;
      if (yearEnd === undefined) return { body: {} };
      const sheets = (await companies.getBalanceSheets(siren, {})).data;
      if (!sheets.some((sheet) => sheet.fiscal_year_end === yearEnd && !sheet.confidential)) throw itemNotFound('fiscal_year_end');
      return { body: { fiscal_year_end: yearEnd } };
    }
    case 'letters':
      return {
        type: body.type,
        letter: { sender: body.sender, details: body.details, amountCents: body.amount_cents, reference: body.reference },
      };
    default:
      return {};
  }
}

function catalogueKind(id: string): DocumentKind {
  const kind = findDocumentKind(id);
  if (!kind) throw new NotFoundError(ORDER_KEYS.unknownKind);
  return kind;
}

/**
 * Checks an order of a company document: the company exists (404), the kind is available for it
 * (422 with the reason's key, `documents:unavailable.<reason>`), and the item the body names is one
 * of the company's (422 with the field's key).
 */
export async function companyOrderTarget(deps: OrderTargetDeps, kindId: string, siren: string, body: Record<string, unknown>): Promise<OrderTarget> {
  const kind = catalogueKind(kindId);
  const availability = documentAvailability(kind, await deps.companies.getDocumentFacts(siren), deps.providersFor?.(kind.id));
  if (!availability.available) throw new HttpError(422, `documents:unavailable.${availability.reason ?? 'provider-not-configured'}`);
  return { kind: kind.id, subject: siren, siren, payload: await companyPayload(deps.companies, kind.id, siren, body) };
}

/** A director report: the director must exist, be diffusible and hold (or have held) a role in the company. */
export async function directorOrderTarget(deps: OrderTargetDeps, siren: string, directorId: number): Promise<OrderTarget> {
  const director = await deps.directors.getProfile(directorId);
  const companies = [...director.mandates.current, ...director.mandates.past];
  if (!companies.some((entry) => entry.company.siren === siren)) throw new NotFoundError('errors:directors.not-found');
  if (!director.is_diffusible) throw new HttpError(422, 'documents:unavailable.non-diffusible');
  return { kind: 'director-report', subject: String(directorId), siren, payload: {} };
}

/**
 * A document from the template catalogue: the template must exist (404) and its fields pass the
 * template's schema, the one the site's form checks with (422, each failing field under `fields.<name>`).
 */
export function templateOrderTarget(documentId: string, fields: Record<string, string>): OrderTarget {
  const template = findCatalogueTemplate(documentId);
  if (!template) throw new NotFoundError(ORDER_KEYS.itemNotFound);
  const parsed = letterTemplateSchema(template).safeParse(fields);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const names = issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? '')];
      for (const name of names) errors[`fields.${name}`] = [issue.code === 'unrecognized_keys' ? ORDER_KEYS.fieldInvalid : issue.message];
    }
    throw new UnprocessableError(ORDER_KEYS.fieldInvalid, errors);
  }
  // Blank optional fields are left out: the stored payload (and its hash) holds what the letter prints.
  const kept = Object.fromEntries(Object.entries(parsed.data).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return { kind: 'document', subject: documentId, siren: null, payload: { document_id: documentId, fields: kept } };
}

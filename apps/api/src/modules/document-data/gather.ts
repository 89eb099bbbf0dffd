import {
  documentAvailability,
  findCatalogueTemplate,
  findDocumentKind,
  findLetterTemplate,
  letterTemplateSchema,
  type OfficialProvider,
  type UnavailabilityReason,
} from '@registre/domain';
import {
  KIND_SECTIONS,
  providersForKind,
  type CompanyKindId,
  type CompanyRecordSections,
  type DocumentData,
  type LetterRequest,
  type SectionName,
} from '@registre/documents';
import type { Pool } from 'pg';
import type { CompaniesService } from '../companies';
import type { DirectorsService } from '../directors';
import { presentRatiosByYear } from '../financial-diagnostics';
import type { ScoringService } from '../scoring';
import { findSourceDates } from './source-dates';
import { wholeList } from './whole-list';

export interface DocumentDataDeps {
  pool: Pool;
  companies: CompaniesService;
  scoring: ScoringService;
  directors: DirectorsService;
  /** Official providers whose access is configured (a kind they deliver is then not generated). */
  configuredProviders?: ReadonlySet<OfficialProvider>;
}

/** What an order carries besides the subject (specification §7), as the orders contracts parse it. */
export interface DocumentOrderPayload {
  brand_number?: string;
  patent_number?: string;
  commercial_advertisement_id?: string | number;
  /** `company-agreements`: the IDCC; `balance-sheets`: `{ fiscal_year_end }`. */
  body?: { idcc?: string; fiscal_year_end?: string } | undefined;
  type?: string;
  letter?: Omit<LetterRequest, 'type'>;
  /** `document`: the template id and its fields. */
  document_id?: string;
  fields?: Record<string, string>;
}

/**
 * Why there is no data to render: an availability reason (the kind's message key), an order naming
 * an item the company lacks, or `not-generated` — the kind is delivered by its configured official
 * source (call `fetchOfficialDocument`) or is not one we build.
 */
export type GatherUnavailable = UnavailabilityReason | 'unknown-kind' | 'unknown-item' | 'not-generated';

export type GatherResult = { data: DocumentData } | { unavailable: GatherUnavailable };

type Loaders = { [K in SectionName]: (siren: string) => Promise<CompanyRecordSections[K]> };

function sectionLoaders({ companies, scoring }: DocumentDataDeps): Loaders {
  return {
    representatives: (siren) => companies.getRepresentatives(siren),
    establishments: (siren) => wholeList((page, perPage) => companies.getEstablishments(siren, { page, per_page: perPage })),
    shareCapital: (siren) => companies.getShareCapital(siren),
    announcements: (siren) => wholeList((page, perPage) => companies.getCommercialAdvertisements(siren, { page, per_page: perPage })),
    insolvencyProceedings: (siren) => companies.getInsolvencyProceedings(siren),
    acts: async (siren) => (await companies.getActsAndArticles(siren, {})).data,
    balanceSheets: (siren) => companies.getBalanceSheetDetails(siren, false),
    incomeStatements: (siren) => companies.getIncomeStatementDetails(siren, false),
    ratios: async (siren) => presentRatiosByYear(siren, await companies.getFinancialStatements(siren), false),
    poleScore: (siren) => scoring.poleScore(siren),
    brands: (siren) => wholeList((page, perPage) => companies.getBrands(siren, { page, per_page: perPage })),
    patents: (siren) => wholeList((page, perPage) => companies.getPatents(siren, { page, per_page: perPage })),
    agreements: (siren) => companies.getAgreements(siren),
    employees: (siren) => companies.getEmployees(siren),
  };
}

const isCompanyKind = (kind: string): kind is CompanyKindId => Object.hasOwn(KIND_SECTIONS, kind);

/** The one item of a list an order names (`brands`, `patents`, an announcement, an agreement). */
async function kindExtras(kind: CompanyKindId, siren: string, payload: DocumentOrderPayload, deps: DocumentDataDeps): Promise<Record<string, unknown> | null> {
  const { companies } = deps;
  switch (kind) {
    case 'brands': {
      const brand = (await wholeList((page, perPage) => companies.getBrands(siren, { page, per_page: perPage }))).find((b) => b.number === payload.brand_number);
      return brand ? { brand } : null;
    }
    case 'patents': {
      const patent = (await wholeList((page, perPage) => companies.getPatents(siren, { page, per_page: perPage }))).find((p) => p.number === payload.patent_number);
      return patent ? { patent } : null;
    }
    case 'commercial-advertisements': {
      const wanted = String(payload.commercial_advertisement_id ?? '');
      const all = await wholeList((page, perPage) => companies.getCommercialAdvertisements(siren, { page, per_page: perPage }));
      const announcement = all.find((a) => a.source_id === wanted || String(a.id) === wanted);
      return announcement ? { announcement } : null;
    }
    case 'company-agreements': {
      const agreement = (await companies.getAgreements(siren)).find((a) => a.idcc === payload.body?.idcc);
      return agreement ? { agreement } : null;
    }
    case 'balance-sheets':
      return { fiscalYearEnd: payload.body?.fiscal_year_end ?? null };
    case 'letters':
      return payload.type && findLetterTemplate(payload.type) ? { letter: { ...payload.letter, type: payload.type } } : null;
    default:
      return {};
  }
}

/**
 * Gathers the data of one document through the API's read services (no SQL of theirs copied):
 * checks the kind's availability for the company, then reads exactly the sections the kind is
 * built from, whole lists paged through. Unknown company: the services' NotFoundError.
 * `subject` is the SIREN, the director's person id (`director-report`) or ignored (`document`).
 */
export async function gatherDocumentData(deps: DocumentDataDeps, kindId: string, subject: string, payload: DocumentOrderPayload = {}): Promise<GatherResult> {
  const kind = findDocumentKind(kindId);
  if (!kind) return { unavailable: 'unknown-kind' };
  if (kindId === 'document') {
    const documentId = payload.document_id ?? '';
    const template = findCatalogueTemplate(documentId);
    // Fields that no longer pass the template's schema (an order older than a change of the template) cannot be written.
    return template && letterTemplateSchema(template).safeParse(payload.fields ?? {}).success ? { data: { kind: 'document', documentId, fields: payload.fields ?? {} } } : { unavailable: 'unknown-item' };
  }
  if (kindId === 'director-report') {
    const director = await deps.directors.getProfile(Number(subject));
    if (!director.is_diffusible) return { unavailable: 'non-diffusible' };
    const poleScore = await deps.scoring.directorPoleScore(director.id).catch(() => null);
    return { data: { kind: 'director-report', director, poleScore, sources: { sirene: null, rne: null, bodacc: null } } };
  }
  const siren = subject;
  const availability = documentAvailability(kind, await deps.companies.getDocumentFacts(siren), providersForKind(kindId, deps.configuredProviders ?? new Set()));
  if (!availability.available) return { unavailable: availability.reason ?? 'not-generated' };
  // Delivered by its official source (fetchOfficialDocument), or a kind we cannot build.
  if (availability.official || !isCompanyKind(kindId)) return { unavailable: 'not-generated' };

  const loaders = sectionLoaders(deps);
  const names: readonly SectionName[] = KIND_SECTIONS[kindId];
  const [company, sources, extras, ...sections] = await Promise.all([
    deps.companies.getProfile(siren),
    findSourceDates(deps.pool, siren),
    kindExtras(kindId, siren, payload, deps),
    ...names.map((name) => loaders[name](siren)),
  ]);
  if (extras === null) return { unavailable: 'unknown-item' };
  const data: Record<string, unknown> = { kind: kindId, company, sources, ...extras };
  names.forEach((name, i) => {
    data[name] = sections[i];
  });
  // The record holds exactly KIND_SECTIONS[kind] plus the kind's extras: the shape of CompanyKindData<kind>.
  return { data: data as unknown as DocumentData };
}

import type { DocumentRequirement } from './document-requirement';

/** Official bodies that can deliver a document themselves, when their access is configured. */
export type OfficialProvider = 'infogreffe' | 'inpi' | 'insee' | 'dila' | 'banque-de-france';

export type DocumentFormat = 'pdf' | 'docx' | 'xlsx' | 'csv';

/** Whom a document is about: a company (by SIREN), a director, nobody (a letter template), or the companies a set of filters selects (a prospect list). */
export type DocumentSubject = 'company' | 'director' | 'template' | 'selection';

/** Fields an order of this kind carries besides the SIREN (specification §3 and §7). */
export type OrderPayloadField =
  | 'filing_number'
  | 'provider'
  | 'order_data'
  | 'brand_number'
  | 'patent_number'
  | 'commercial_advertisement_id'
  | 'pdf_release_subfolder'
  | 'type'
  | 'fields'
  | 'body';

export interface DocumentKind {
  /** The order path segment: `POST /api/{id}/{siren9}/order`. */
  id: string;
  /** French URL slug of the product page, when the site has one. */
  slug: string | null;
  /** i18n key of the French label. */
  labelKey: string;
  subject: DocumentSubject;
  /**
   * Official source able to deliver the document itself (`null`: none). Without its configured
   * access the document is built from our register as an information document, if `generated`.
   */
  provider: OfficialProvider | null;
  /** True when we can build it from the register ("document d'information, non officiel"). */
  generated: boolean;
  /**
   * True when what the document says comes from the customer (a letter's sender, amount or account
   * number, a template's fields): we vouch that the file was produced here on that date, not for its content.
   */
  customerContent: boolean;
  formats: readonly DocumentFormat[];
  requires: readonly DocumentRequirement[];
  orderPayload: readonly OrderPayloadField[];
}

type KindSpec = Omit<DocumentKind, 'labelKey' | 'subject' | 'orderPayload' | 'generated' | 'customerContent'> &
  Partial<Pick<DocumentKind, 'subject' | 'orderPayload' | 'generated' | 'customerContent'>>;

function kind(spec: KindSpec): DocumentKind {
  return {
    labelKey: `documents:kinds.${spec.id}`,
    subject: 'company',
    orderPayload: [],
    generated: true,
    customerContent: false,
    ...spec,
  };
}

const PDF = ['pdf'] as const;
const LIST = ['pdf', 'xlsx', 'csv'] as const;

/**
 * Every kind of document and report the site sells (specification §1 and the order kinds of §7),
 * with where it comes from, its formats and the register data it needs.
 */
export const DOCUMENT_KINDS: readonly DocumentKind[] = [
  // Only the greffes deliver a Kbis; we sell an information sheet built from the register, never an official extract.
  kind({ id: 'kbis', slug: 'extrait-kbis', provider: null, formats: PDF, requires: ['rcs-registration', 'active', 'diffusible'] }),
  kind({ id: 'modification-history', slug: null, provider: 'infogreffe', formats: PDF, requires: ['rcs-registration', 'announcements'] }),
  kind({ id: 'partial-dept-status', slug: null, provider: 'infogreffe', formats: PDF, requires: ['rcs-registration', 'active'] }),
  kind({ id: 'company-summary', slug: null, provider: null, formats: PDF, requires: [] }),
  kind({ id: 'rne-extracts', slug: null, provider: 'inpi', formats: PDF, requires: ['diffusible'] }),
  kind({ id: 'ps-extracts', slug: 'extrait-ps', provider: null, formats: PDF, requires: [] }),
  kind({ id: 'ps-synthesis', slug: null, provider: null, formats: PDF, requires: [] }),
  kind({ id: 'pole-score-grades', slug: 'pole-score', provider: null, formats: PDF, requires: ['public-financial-statements'] }),
  kind({ id: 'financial-diagnostics', slug: 'diagnostic-nota-pme', provider: null, formats: PDF, requires: ['public-financial-statements'] }),
  kind({ id: 'balance-sheets', slug: 'comptes-annuels', provider: 'inpi', formats: PDF, requires: ['public-financial-statements'], orderPayload: ['body'] }),
  kind({ id: 'acts', slug: 'actes-et-statuts', provider: 'inpi', generated: false, formats: PDF, requires: ['legal-person', 'deposited-acts'], orderPayload: ['filing_number', 'provider', 'order_data'] }),
  kind({ id: 'acts-list', slug: null, provider: null, formats: LIST, requires: ['legal-person', 'deposited-acts'] }),
  kind({ id: 'sirene-situations', slug: 'situation-sirene', provider: 'insee', formats: PDF, requires: ['diffusible'] }),
  kind({ id: 'brands', slug: 'marques', provider: 'inpi', formats: PDF, requires: ['trademarks'], orderPayload: ['brand_number'] }),
  kind({ id: 'brands-list', slug: null, provider: null, formats: LIST, requires: ['trademarks'] }),
  kind({ id: 'patents', slug: 'brevets', provider: 'inpi', formats: PDF, requires: ['patents'], orderPayload: ['patent_number'] }),
  kind({ id: 'patents-list', slug: null, provider: null, formats: LIST, requires: ['patents'] }),
  kind({ id: 'establishments-list', slug: 'liste-etablissements', provider: null, formats: LIST, requires: ['establishments'] }),
  kind({ id: 'commercial-advertisements', slug: 'annonces-bodacc', provider: 'dila', formats: PDF, requires: ['announcements'], orderPayload: ['commercial_advertisement_id', 'pdf_release_subfolder'] }),
  kind({ id: 'commercial-advertisements-list', slug: null, provider: null, formats: LIST, requires: ['announcements'] }),
  kind({ id: 'representative-synthesis', slug: null, provider: null, formats: PDF, requires: ['representatives', 'diffusible'] }),
  kind({ id: 'collective-agreements', slug: null, provider: null, formats: PDF, requires: ['collective-agreements'] }),
  kind({ id: 'company-agreements-list', slug: null, provider: null, formats: LIST, requires: ['collective-agreements'] }),
  kind({ id: 'company-agreements', slug: null, provider: null, formats: PDF, requires: ['collective-agreements'], orderPayload: ['body'] }),
  kind({ id: 'afdcc-diagnostics', slug: 'diagnostic-afdcc', provider: null, formats: PDF, requires: ['public-financial-statements'] }),
  kind({ id: 'bank-of-france-quotations', slug: 'cotation-banque-de-france', provider: 'banque-de-france', generated: false, formats: PDF, requires: [] }),
  kind({ id: 'ape-codes', slug: 'code-ape', provider: 'insee', formats: PDF, requires: ['activity-code'] }),
  kind({ id: 'rcs-numbers', slug: 'numero-rcs', provider: null, formats: PDF, requires: ['rcs-registration'] }),
  kind({ id: 'vat-numbers', slug: 'numero-tva', provider: null, formats: PDF, requires: [] }),
  kind({ id: 'eori-numbers', slug: 'numero-eori', provider: null, formats: PDF, requires: [] }),
  kind({ id: 'social-information-list', slug: null, provider: null, formats: LIST, requires: ['establishments'] }),
  kind({ id: 'insolvency-proceeding-list', slug: 'liste-procedures-collectives', provider: null, formats: LIST, requires: ['insolvency-proceedings'] }),
  kind({ id: 'letters', slug: null, provider: null, formats: ['docx', 'pdf'], requires: [], orderPayload: ['type'], customerContent: true }),
  kind({ id: 'solvency-scores', slug: null, provider: null, formats: PDF, requires: ['public-financial-statements'] }),
  kind({ id: 'financial-outstandings', slug: null, provider: 'banque-de-france', generated: false, formats: PDF, requires: [] }),
  kind({ id: 'director-report', slug: null, subject: 'director', provider: null, formats: PDF, requires: ['representatives', 'diffusible'] }),
  kind({ id: 'document', slug: 'documents', subject: 'template', provider: null, formats: ['pdf', 'docx'], requires: [], orderPayload: ['fields'], customerContent: true }),
  // A prospect list: the companies the filters select, in the format chosen (its payload). Not built by a
  // @registre/documents builder (`generated: false`): the prospecting module's producer streams it (fulfil-order.ts).
  kind({ id: 'prospecting-export', slug: null, subject: 'selection', provider: null, generated: false, formats: ['csv', 'xlsx'], requires: [] }),
];

const BY_ID = new Map(DOCUMENT_KINDS.map((entry) => [entry.id, entry]));

/** The catalogue entry of a document kind, or undefined for an unknown id. */
export function findDocumentKind(id: string): DocumentKind | undefined {
  return BY_ID.get(id);
}

import type {
  BalanceSheetDetail,
  Brand,
  CollectiveAgreement,
  CommercialAdvertisement,
  CompanyEstablishment,
  CompanyProfile,
  DepositedAct,
  DirectorPoleScore,
  DirectorProfile,
  Employees,
  FinancialDiagnosticsStats,
  IncomeStatementDetail,
  InsolvencyProceeding,
  Patent,
  PoleScore,
  Representative,
  ShareCapital,
} from '@registre/domain';

/** The date each source describes, as ISO dates (null when unknown). */
export interface SourceDates {
  /** Day our copy of the Sirene register was read (stock or daily update). */
  sirene: string | null;
  /** Day our copy of the RNE (INPI) was read. */
  rne: string | null;
  /** Date of the latest BODACC notice read for the company. */
  bodacc: string | null;
}

/** Every section of a company's register record a document may need. */
export interface CompanyRecordSections {
  representatives: Representative[];
  /** The whole list, head office first. */
  establishments: CompanyEstablishment[];
  shareCapital: ShareCapital | null;
  /** Newest first, the whole list. */
  announcements: CommercialAdvertisement[];
  insolvencyProceedings: InsolvencyProceeding[];
  acts: DepositedAct[];
  balanceSheets: BalanceSheetDetail[];
  incomeStatements: IncomeStatementDetail[];
  ratios: FinancialDiagnosticsStats | null;
  poleScore: PoleScore | null;
  brands: Brand[];
  patents: Patent[];
  agreements: CollectiveAgreement[];
  employees: Employees | null;
}

export type SectionName = keyof CompanyRecordSections;

/**
 * The register sections each company kind is built from: the data gatherer reads exactly these
 * (whole lists, paged through), the builder may rely on nothing else.
 */
export const KIND_SECTIONS = {
  kbis: ['representatives', 'shareCapital', 'establishments', 'announcements', 'insolvencyProceedings'],
  'modification-history': ['announcements', 'shareCapital'],
  'partial-dept-status': ['insolvencyProceedings', 'announcements'],
  'company-summary': ['representatives', 'incomeStatements', 'poleScore', 'insolvencyProceedings', 'employees'],
  'rne-extracts': ['representatives', 'shareCapital', 'establishments'],
  'ps-extracts': [
    'representatives',
    'shareCapital',
    'establishments',
    'announcements',
    'insolvencyProceedings',
    'acts',
    'incomeStatements',
    'balanceSheets',
    'poleScore',
    'brands',
    'patents',
    'agreements',
  ],
  'ps-synthesis': ['representatives', 'incomeStatements', 'poleScore', 'insolvencyProceedings', 'announcements'],
  'pole-score-grades': ['poleScore'],
  'financial-diagnostics': ['ratios', 'incomeStatements', 'balanceSheets'],
  'balance-sheets': ['balanceSheets', 'incomeStatements'],
  'acts-list': ['acts'],
  'sirene-situations': ['establishments', 'employees'],
  brands: [],
  'brands-list': ['brands'],
  patents: [],
  'patents-list': ['patents'],
  'establishments-list': ['establishments'],
  'commercial-advertisements': [],
  'commercial-advertisements-list': ['announcements'],
  'representative-synthesis': ['representatives'],
  'collective-agreements': ['agreements'],
  'company-agreements-list': ['agreements'],
  'company-agreements': [],
  'afdcc-diagnostics': ['ratios', 'incomeStatements'],
  'ape-codes': [],
  'rcs-numbers': [],
  'vat-numbers': [],
  'eori-numbers': [],
  'social-information-list': ['establishments', 'employees', 'agreements'],
  'insolvency-proceeding-list': ['insolvencyProceedings'],
  letters: ['insolvencyProceedings'],
  'solvency-scores': ['ratios', 'poleScore', 'insolvencyProceedings'],
} as const satisfies Record<string, readonly SectionName[]>;

export type CompanyKindId = keyof typeof KIND_SECTIONS;

/** What an order adds to the register data for kinds about one item of a list, or a letter. */
export interface KindExtras {
  brands: { brand: Brand };
  patents: { patent: Patent };
  'commercial-advertisements': { announcement: CommercialAdvertisement };
  'company-agreements': { agreement: CollectiveAgreement };
  'balance-sheets': { fiscalYearEnd: string | null };
  letters: { letter: LetterRequest };
}

/** A letter order: the template (`LETTER_TEMPLATES` id) and what the sender typed, all optional. */
export interface LetterRequest {
  type: string;
  sender?: { name?: string; address?: string; email?: string } | undefined;
  /** Free text the sender adds (amounts, invoice numbers, dates…). */
  details?: string | undefined;
  amountCents?: number | undefined;
  reference?: string | undefined;
}

type Extras<K extends CompanyKindId> = K extends keyof KindExtras ? KindExtras[K] : unknown;

export type CompanyKindData<K extends CompanyKindId> = { kind: K; company: CompanyProfile; sources: SourceDates } & Pick<
  CompanyRecordSections,
  (typeof KIND_SECTIONS)[K][number]
> &
  Extras<K>;

export interface DirectorReportData {
  kind: 'director-report';
  director: DirectorProfile;
  poleScore: DirectorPoleScore | null;
  sources: SourceDates;
}

/** A generic document (`POST /api/document/{documentId}/order`): a template and its typed fields. */
export interface TemplateDocumentData {
  kind: 'document';
  documentId: string;
  fields: Record<string, string>;
}

/** The data of every kind we can build, discriminated by `kind` (the catalogue id). */
export type DocumentData = { [K in CompanyKindId]: CompanyKindData<K> }[CompanyKindId] | DirectorReportData | TemplateDocumentData;

export type GeneratedKindId = DocumentData['kind'];

/**
 * The company forms of the creation pages (`/creation-entreprise/{companyType}`) and the INSEE legal
 * categories (Sirene `categorieJuridiqueUniteLegale`) whose companies the register counts for each.
 *
 * What the register can tell apart: INSEE gives a SAS and a SASU the same category (5710), an SARL and
 * an EURL the same one (5499), and has no category for the micro-entreprise, which is a tax and social
 * regime of the individual entrepreneur (1000). Those pairs share their figures, and the pages say so.
 */
export const COMPANY_TYPES = ['sas', 'sasu', 'sarl', 'eurl', 'sa', 'snc', 'sci', 'ei', 'micro-entreprise', 'association'] as const;

export type CompanyType = (typeof COMPANY_TYPES)[number];

/** A group of legal categories counted together: the figures of one or two company types. */
export interface CountedForm {
  /** Key of the figures in the register figures table. */
  readonly key: string;
  /** Level-III INSEE categories counted. */
  readonly legalCategories: readonly string[];
}

export const COUNTED_FORMS = {
  sas: { key: 'sas', legalCategories: ['5710'] },
  sarl: { key: 'sarl', legalCategories: ['5499'] },
  // SA without other indication, with a board of directors or a management board.
  sa: { key: 'sa', legalCategories: ['5599', '5699'] },
  snc: { key: 'snc', legalCategories: ['5202'] },
  sci: { key: 'sci', legalCategories: ['6540'] },
  ei: { key: 'ei', legalCategories: ['1000'] },
  // Declared associations: plain, integration, intermediary, of public utility, and local-law ones of Alsace-Moselle.
  association: { key: 'association', legalCategories: ['9220', '9221', '9222', '9230', '9260'] },
} as const satisfies Record<string, CountedForm>;

export type CountedFormKey = keyof typeof COUNTED_FORMS;

/** The counted form whose figures a company type's page shows. */
export const FIGURES_OF_COMPANY_TYPE: Readonly<Record<CompanyType, CountedFormKey>> = {
  sas: 'sas',
  sasu: 'sas',
  sarl: 'sarl',
  eurl: 'sarl',
  sa: 'sa',
  snc: 'snc',
  sci: 'sci',
  ei: 'ei',
  'micro-entreprise': 'ei',
  association: 'association',
};

export function isCompanyType(value: string): value is CompanyType {
  return (COMPANY_TYPES as readonly string[]).includes(value);
}

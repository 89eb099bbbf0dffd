import { COMPANY_TYPES, type CompanyType } from '@registre/domain';
import texts from '@/locales/fr/company-creation.json';

export type CreationTexts = (typeof texts.types)[CompanyType];

/** The French texts of a company type's page (locale file company-creation.json). */
export function creationTexts(companyType: CompanyType): CreationTexts {
  return texts.types[companyType];
}

/** Every company type with its texts, in the order of the comparison table. */
export function allCreationTexts(): { companyType: CompanyType; texts: CreationTexts }[] {
  return COMPANY_TYPES.map((companyType) => ({ companyType, texts: texts.types[companyType] }));
}

export const creationPath = (companyType?: CompanyType) => (companyType ? `/creation-entreprise/${companyType}` : '/creation-entreprise');

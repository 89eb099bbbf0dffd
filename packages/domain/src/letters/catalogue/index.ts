/** The letter-template catalogue's face: templates, their schemas, the composed text and the register's prefill. */
export { LETTER_CATALOGUE, LETTER_GROUPS, LANDING_TEMPLATE_IDS, catalogueTemplateOfLetter, findCatalogueTemplate, findLetterGroup, findLetterGroupBySlug, templatesOfGroup, type LetterGroup } from './letter-catalogue';
export {
  composeLetter,
  letterLines,
  LETTER_GROUP_IDS,
  LETTER_LAW_AS_OF,
  type ComposedLetter,
  type LetterGroupId,
  type LetterLegalBasis,
  type LetterTemplateSpec,
} from './letter-template-spec';
export { letterTemplateSchema } from './letter-template-schema';
export { COMPANY_PREFILL_KEYS, isPrefillable, type CompanyPrefillKey, type TemplateField, type TemplateFieldType } from './template-field';
export { letterPrefillResponseSchema, letterTemplatesResponseSchema, letterTemplateSummarySchema, type LetterPrefillResponse, presentLetterCatalogue, presentLetterTemplate, type LetterTemplateSummary, type LetterTemplatesResponse } from './letter-catalogue-contract';
export { companyPrefill } from './company-prefill';
export { lastChecked, type LegalReference, type LegalSource } from './legal-reference';
export { frenchTypography } from './french-typography';

import { ATTESTATION_TEMPLATES } from './attestation-templates';
import { COMMERCIAL_TEMPLATES } from './commercial-templates';
import { COMPANY_LIFE_TEMPLATES } from './company-life-templates';
import { COMPANY_PAGE_TEMPLATES } from './company-page-templates';
import { EMPLOYMENT_TEMPLATES } from './employment-templates';
import { LETTER_GROUP_IDS, type LetterGroupId, type LetterTemplateSpec } from './letter-template-spec';
import { PROPERTY_TEMPLATES } from './property-templates';

export interface LetterGroup {
  id: LetterGroupId;
  /** The group's page, `/documents/groupe/{slug}`. */
  slug: string;
  title: string;
  description: string;
}

/** The catalogue's groups, in the order `/documents` shows them. */
export const LETTER_GROUPS: readonly LetterGroup[] = [
  { id: 'employment', slug: 'emploi', title: 'Emploi et ressources humaines', description: 'Embauche, période d’essai, discipline, départ du salarié et documents de fin de contrat.' },
  { id: 'commercial', slug: 'relations-commerciales', title: 'Relations commerciales et recouvrement', description: 'Prendre contact, relancer, mettre en demeure, déclarer une créance, résilier un contrat.' },
  { id: 'company-life', slug: 'vie-de-la-societe', title: 'Vie de la société', description: 'Les décisions des associés et les actes annuels de la société.' },
  { id: 'property', slug: 'immobilier', title: 'Immobilier', description: 'La location des locaux où l’entreprise exerce.' },
  { id: 'attestations', slug: 'attestations', title: 'Attestations', description: 'Les déclarations que l’on signe sur l’honneur.' },
];

/** Every template, by group then most asked first: the catalogue of `/documents` and `GET /api/letter-templates`. */
export const LETTER_CATALOGUE: readonly LetterTemplateSpec[] = [
  ...EMPLOYMENT_TEMPLATES,
  ...COMMERCIAL_TEMPLATES,
  ...COMPANY_LIFE_TEMPLATES,
  ...PROPERTY_TEMPLATES,
  ...ATTESTATION_TEMPLATES,
  ...COMPANY_PAGE_TEMPLATES,
].sort((a, b) => LETTER_GROUP_IDS.indexOf(a.group) - LETTER_GROUP_IDS.indexOf(b.group));

/** The company page's letters (kind `letters`) by their catalogue template: the same letter, filled online. */
const COMPANY_LETTER_TEMPLATE: Readonly<Record<string, string>> = { 'mise-en-demeure-de-payer': 'lettre-mise-en-demeure' };

/** The catalogue template of a company-page letter, or undefined. */
export function catalogueTemplateOfLetter(letterId: string): LetterTemplateSpec | undefined {
  return findCatalogueTemplate(COMPANY_LETTER_TEMPLATE[letterId] ?? letterId);
}

/** The eight letters with a landing page of their own, `/documents/landing/{id}`. */
export const LANDING_TEMPLATE_IDS = [
  'contact',
  'commercial-lease-agreement',
  'confirmation-of-the-end-of-the-probationary-period',
  'attestation-hebergement',
  'attestation-sur-honneur',
  'certificat-travail',
  'lettre-demission',
  'lettre-mise-en-demeure',
] as const;

const BY_ID = new Map(LETTER_CATALOGUE.map((template) => [template.id, template]));

export function findCatalogueTemplate(id: string): LetterTemplateSpec | undefined {
  return BY_ID.get(id);
}

export function findLetterGroup(id: string): LetterGroup | undefined {
  return LETTER_GROUPS.find((group) => group.id === id);
}

export function findLetterGroupBySlug(slug: string): LetterGroup | undefined {
  return LETTER_GROUPS.find((group) => group.slug === slug);
}

export function templatesOfGroup(id: LetterGroupId): LetterTemplateSpec[] {
  return LETTER_CATALOGUE.filter((template) => template.group === id);
}

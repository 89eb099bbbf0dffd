import type { ContentSection } from '@registre/domain';

/** Where an article's call to action leads: a product page, or the company or director search. */
export type ContentCta = { kind: 'product'; slug: string } | { kind: 'search' } | { kind: 'directors' };

/** Per section and category, the product page closest to its subject. */
const PRODUCT_OF_CATEGORY: Partial<Record<ContentSection, Record<string, string>>> = {
  actualites: {
    creation: 'extrait-kbis',
    'gestion-juridique': 'actes-et-statuts',
    fiscalite: 'numero-tva',
    financement: 'cotation-banque-de-france',
    'difficultes-entreprises': 'liste-procedures-collectives',
    'actualite-registres': 'annonces-bodacc',
  },
  'notre-lexique': {
    'registres-identifiants': 'numero-siren-siret',
    'droit-des-societes': 'actes-et-statuts',
    comptabilite: 'comptes-annuels',
    fiscalite: 'numero-tva',
    'procedures-collectives': 'liste-procedures-collectives',
  },
  'nos-dossiers': {
    creer: 'extrait-kbis',
    gerer: 'comptes-annuels',
    transmettre: 'actes-et-statuts',
    fermer: 'liste-procedures-collectives',
    financer: 'diagnostic-nota-pme',
  },
};

/** The product articles' folder of the directors' search page. */
export const DIRECTORS_ARTICLES = 'dirigeants';

export function contentCta(section: ContentSection, category: string): ContentCta {
  if (section === 'articles') return category === DIRECTORS_ARTICLES ? { kind: 'directors' } : { kind: 'product', slug: category };
  const slug = PRODUCT_OF_CATEGORY[section]?.[category];
  return slug ? { kind: 'product', slug } : { kind: 'search' };
}

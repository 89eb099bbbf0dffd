/**
 * The header's two mega menus and the footer's link sections: item names (keys of the
 * `header` and `footer` texts) and their routes (SPECIFICATION §2).
 */
import type footer from '@/locales/fr/footer.json';
import type header from '@/locales/fr/header.json';

export interface MenuItem<N extends string = string> {
  readonly name: N;
  readonly href: string;
}

export interface MenuGroup<T extends string = string, N extends string = string> {
  /** Services: the service type; business list: the item type. */
  readonly type: T;
  readonly items: readonly MenuItem<N>[];
}

export const ALL_SERVICES_HREF = '/services';

/** Business-list mega menu, by item type (SPECIFICATION §2). */
export const BUSINESS_MENU: readonly MenuGroup<keyof typeof header.businessTypes, keyof typeof header.business>[] = [
  {
    type: 'company-creation',
    items: [{ name: 'company-creation', href: '/creation-entreprise' }],
  },
  { type: 'files', items: [{ name: 'files', href: '/nos-dossiers' }] },
  { type: 'lexicon', items: [{ name: 'lexicon', href: '/notre-lexique' }, { name: 'registry-dictionary', href: '/dictionnaire-greffe' }] },
  { type: 'tips', items: [{ name: 'news', href: '/actualites' }, { name: 'academy', href: '/pole-academie' }] },
  { type: 'b2b', items: [{ name: 'b2b-documents', href: '/documents-b2b' }, { name: 'prospecting', href: '/prospection-clients' }] },
  {
    type: 'tools',
    items: [
      { name: 'comparator', href: '/comparateur-entreprises' },
      { name: 'hub-data', href: '/hub-data' },
      { name: 'accounting-software', href: '/logiciel-comptable' },
    ],
  },
  {
    type: 'directories',
    items: [
      { name: 'companies-index', href: '/index-entreprises/secteur' },
      { name: 'directors-index', href: '/index-dirigeants/secteur' },
    ],
  },
];

/** Footer link sections. */
export const FOOTER_SECTIONS: readonly MenuGroup<keyof typeof footer.sections, keyof typeof footer.links>[] = [
  {
    type: 'services',
    items: [
      { name: 'search', href: '/recherches-avancees' },
      { name: 'directors', href: '/dirigeants' },
      { name: 'kbis', href: '/extrait-kbis' },
      { name: 'balance-sheets', href: '/comptes-annuels' },
      { name: 'all-services', href: '/services' },
      { name: 'prices', href: '/nos-tarifs' },
    ],
  },
  {
    type: 'resources',
    items: [
      { name: 'news', href: '/actualites' },
      { name: 'files', href: '/nos-dossiers' },
      { name: 'lexicon', href: '/notre-lexique' },
      { name: 'documents', href: '/documents' },
      { name: 'companies-index', href: '/index-entreprises/secteur' },
      { name: 'directors-index', href: '/index-dirigeants/secteur' },
    ],
  },
  {
    type: 'information',
    items: [
      { name: 'about', href: '/a-propos' },
      { name: 'contact', href: '/contact' },
      { name: 'faq', href: '/faq' },
      { name: 'careers', href: '/carrieres' },
      { name: 'newsroom', href: '/newsroom' },
      { name: 'press-kit', href: '/presse-media-kit' },
    ],
  },
];

export const LEGAL_LINKS: readonly MenuItem<Exclude<keyof typeof footer.legal, 'label' | 'cookies'>>[] = [
  { name: 'legal-notice', href: '/mentions-legales' },
  { name: 'terms', href: '/conditions-generales' },
  { name: 'privacy', href: '/politiques-de-confidentialite' },
  // Cancelling without an account (L.215-1-1, D.215-1): reachable from every page.
  { name: 'cancel', href: '/resiliation' },
];

/** Partners and data sources (footer). */
export const DATA_SOURCES: readonly MenuItem<Exclude<keyof typeof footer.sources, 'title'>>[] = [
  { name: 'insee', href: 'https://www.insee.fr' },
  { name: 'inpi', href: 'https://data.inpi.fr' },
  { name: 'bodacc', href: 'https://www.bodacc.fr' },
  { name: 'data-gouv', href: 'https://www.data.gouv.fr' },
  { name: 'annuaire-entreprises', href: 'https://annuaire-entreprises.data.gouv.fr' },
];

/**
 * Invented street addresses from the patterns every French town has (RUE DE LA GARE, AVENUE JEAN
 * JAURES…), in Sirene's spelling: upper case, no accents, apostrophes turned into spaces.
 */

/** Sirene `typeVoieEtablissement` code, the word BODACC writes, and a weight. */
export const STREET_TYPES: ReadonlyArray<readonly [code: string, word: string, weight: number]> = [
  ['RUE', 'rue', 55],
  ['AV', 'avenue', 14],
  ['BD', 'boulevard', 5],
  ['PL', 'place', 4],
  ['CHE', 'chemin', 7],
  ['RTE', 'route', 5],
  ['IMP', 'impasse', 3],
  ['ALL', 'allée', 3],
  ['QUAI', 'quai', 1],
  ['CRS', 'cours', 1],
  ['LD', 'lieu-dit', 2],
];

/** People streets are named after (most common street names in France). */
export const STREET_PEOPLE: readonly string[] = [
  'JEAN JAURES', 'VICTOR HUGO', 'DU GENERAL DE GAULLE', 'CHARLES DE GAULLE', 'PASTEUR', 'GAMBETTA', 'JULES FERRY',
  'JEAN MOULIN', 'EMILE ZOLA', 'ANATOLE FRANCE', 'DU MARECHAL FOCH', 'DU MARECHAL LECLERC', 'GEORGES CLEMENCEAU',
  'ALBERT CAMUS', 'JEAN JACQUES ROUSSEAU', 'VOLTAIRE', 'MOLIERE', 'LAMARTINE', 'PIERRE ET MARIE CURIE', 'PAUL BERT',
  'ARISTIDE BRIAND', 'LEON BLUM', 'SALVADOR ALLENDE', 'DU PRESIDENT WILSON', 'GUY MOQUET', 'JEAN MERMOZ',
  'ALPHONSE DAUDET', 'GEORGE SAND', 'HECTOR BERLIOZ', 'CLAUDE DEBUSSY', 'ANTOINE DE SAINT EXUPERY', 'JEAN DE LA FONTAINE',
  'JULES VERNE', 'FREDERIC MISTRAL', 'LOUIS BLERIOT', 'MAURICE RAVEL', 'PIERRE BROSSOLETTE', 'RENE CASSIN',
];

/** Feminine nouns after DE LA. */
export const STREET_FEMININE: readonly string[] = [
  'GARE', 'REPUBLIQUE', 'MAIRIE', 'LIBERATION', 'PAIX', 'POSTE', 'FONTAINE', 'LIBERTE', 'CROIX', 'FORET', 'VALLEE',
  'PLAGE', 'RIVIERE', 'TUILERIE', 'CHAPELLE', 'COTE', 'PRAIRIE', 'BARRE', 'HALLE', 'MARNE', 'TOUR',
];

/** Masculine nouns after DU. */
export const STREET_MASCULINE: readonly string[] = [
  'MOULIN', 'CHATEAU', 'STADE', 'COMMERCE', 'PONT', 'PORT', 'CENTRE', 'MARCHE', 'LAVOIR', 'PRESBYTERE', 'CIMETIERE',
  'COLLEGE', 'BOURG', 'PARC', 'CANAL', 'VIEUX MOULIN', 'PUITS', 'CALVAIRE', 'FOUR', 'CLOS', 'VERGER', 'STADE MUNICIPAL',
];

/** Plural nouns after DES. */
export const STREET_PLURAL: readonly string[] = [
  'ECOLES', 'LILAS', 'TILLEULS', 'ACACIAS', 'PRES', 'CHAMPS', 'VIGNES', 'ROSES', 'JARDINS', 'PEUPLIERS', 'CHENES',
  'PLATANES', 'MARRONNIERS', 'BLEUETS', 'COQUELICOTS', 'HIRONDELLES', 'FRERES LUMIERE', 'ARTISANS', 'CERISIERS',
  'SABLES', 'GRANGES', 'VERGERS',
];

/** Streets named after an event or a saint. */
export const STREET_OTHERS: readonly string[] = [
  'DU 8 MAI 1945', 'DU 11 NOVEMBRE', 'DU 19 MARS 1962', 'DU 14 JUILLET', 'NATIONALE', 'PRINCIPALE', 'NEUVE',
  'SAINT MARTIN', 'SAINT PIERRE', 'SAINT JACQUES', 'SAINT NICOLAS', 'SAINTE ANNE', 'DE L EGLISE', 'DE L ETANG',
  'DE L INDUSTRIE', 'DE L AVENIR', 'DE L HOTEL DE VILLE', 'DE PARIS', 'DE BELLEVUE', 'DE VERDUN',
];

/** Lieux-dits (no street number). */
export const LOCALITIES: readonly string[] = [
  'LE BOURG', 'LES GRANGES', 'LA FERME NEUVE', 'LE MOULIN', 'LES CHAMPS', 'LA CROIX BLANCHE', 'LE VILLAGE',
  'LES VIGNES', 'LA GARENNE', 'LE HAMEAU', 'LES PRES', 'LA BORDE',
];

/** Address complements (complementAdresseEtablissement). */
export const ADDRESS_COMPLEMENTS: readonly string[] = [
  'BATIMENT A', 'BATIMENT B', 'RESIDENCE LES TILLEULS', 'ZONE ARTISANALE', 'ZI DES PRES', 'ZAC DU MOULIN',
  'CENTRE COMMERCIAL', 'ESCALIER 2', 'PARC D ACTIVITES', 'LE CLOS DES VIGNES', 'IMMEUBLE LE PANORAMA',
];

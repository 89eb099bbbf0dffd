/**
 * Ordinary French words the invented names are built from. Names are combinations of these with
 * surnames, activity words and place names ("BOULANGERIE DU CANAL", "TRANSPORTS MARTIN ET FILS",
 * "SCI LES TILLEULS"): none is taken from the register.
 */

/** Masculine places after DU. */
export const PLACE_MASCULINE: readonly string[] = [
  'CANAL', 'PORT', 'MARCHE', 'CENTRE', 'MOULIN', 'CHATEAU', 'LAC', 'PARC', 'PONT', 'VILLAGE', 'PLATEAU', 'VALLON',
  'BOCAGE', 'BOURG', 'QUAI', 'CLOCHER', 'LAVOIR', 'CARREFOUR', 'FAUBOURG', 'LITTORAL', 'MIDI', 'VIEUX PORT',
  'BEFFROI', 'BELVEDERE', 'CLOS', 'MAIL', 'PARVIS', 'RIVAGE', 'TERROIR', 'VERGER',
];

/** Feminine places after DE LA. */
export const PLACE_FEMININE: readonly string[] = [
  'GARE', 'PLACE', 'FONTAINE', 'VALLEE', 'COTE', 'FORET', 'RIVIERE', 'BASTIDE', 'HALLE', 'PRAIRIE', 'COLLINE',
  'CITADELLE', 'DIGUE', 'MONTAGNE', 'CORNICHE', 'FALAISE', 'GRANGE', 'LANDE', 'PINEDE', 'SOURCE', 'TOUR', 'VIGNE',
];

/** Plural things after DES or LES. */
export const PLACE_PLURAL: readonly string[] = [
  'TILLEULS', 'PLATANES', 'COTEAUX', 'REMPARTS', 'ILES', 'VIGNES', 'HALLES', 'ARCADES', 'QUATRE VENTS', 'DEUX RIVES',
  'CHENES', 'ACACIAS', 'MARRONNIERS', 'PINS', 'OLIVIERS', 'CIGALES', 'MOUETTES', 'GRANDS CHAMPS', 'SAULES',
  'GLYCINES', 'LAVANDES', 'EMBRUNS', 'BRUYERES', 'TROIS FONTAINES', 'HAUTS DE SEINE',
];

/** Adjectives that follow an activity word ("LE FOURNIL GOURMAND"). */
export const ADJECTIVES: readonly string[] = [
  'GOURMAND', 'MODERNE', 'NOUVEAU', 'DU COIN', 'PLUS', 'SERVICES', 'CONCEPT', 'DIFFUSION', 'AVENIR', 'TRADITION',
  'EXPRESS', 'PREMIUM', 'CREATION', 'HORIZON', 'ATLANTIQUE', 'MEDITERRANEE', 'ALPES', 'OUEST', 'EST', 'NORD', 'SUD',
];

/** Nouns for coined pairs ("PAIN ET TRADITION", "BOIS ET JARDINS"). */
export const NOUNS: readonly string[] = [
  'PAIN', 'TRADITION', 'BOIS', 'PIERRE', 'JARDINS', 'SAVEURS', 'TERROIR', 'LUMIERE', 'HARMONIE', 'ENERGIE',
  'HABITAT', 'PATRIMOINE', 'PASSION', 'NATURE', 'COULEURS', 'ESPACE', 'AVENIR', 'PROXIMITE', 'DECOUVERTE', 'EQUILIBRE',
];

/** Syllables for coined brand names ("VERALIS", "NOVELIA"). */
export const BRAND_HEADS: readonly string[] = [
  'NOV', 'VER', 'LUM', 'ALT', 'BIO', 'EVO', 'KAL', 'SOL', 'TER', 'AQU', 'OPT', 'CAP', 'NEO', 'ARG', 'DOM', 'FLOR',
  'MAR', 'VAL', 'ORI', 'PRIM', 'AXI', 'LIB', 'ZEN', 'IZI', 'OXY', 'VIT',
];
export const BRAND_TAILS: readonly string[] = [
  'ALIS', 'ELIA', 'ORA', 'IX', 'EO', 'IUM', 'ANCE', 'ERA', 'YS', 'ANE', 'INE', 'ONE', 'ISSIMO', 'EA', 'AGO', 'IMA',
];

/** Sports for club names. */
export const SPORTS: readonly string[] = [
  'FOOTBALL', 'TENNIS', 'JUDO', 'BASKET', 'HANDBALL', 'RUGBY', 'PETANQUE', 'CYCLISME', 'NATATION', 'ATHLETISME',
  'GYMNASTIQUE', 'TENNIS DE TABLE', 'BADMINTON', 'KARATE', 'RANDONNEE', 'VOLLEY', 'ESCRIME', 'AVIRON',
];

/** What an association may gather ("AMICALE DES {X}", "LES AMIS DU {X}"). */
export const ASSOCIATION_MEMBERS: readonly string[] = [
  'ANCIENS ELEVES', 'PARENTS D\'ELEVES', 'SAPEURS POMPIERS', 'RETRAITES', 'CHASSEURS', 'PECHEURS', 'LOCATAIRES',
  'COMMERCANTS', 'RIVERAINS', 'DONNEURS DE SANG', 'ANCIENS COMBATTANTS', 'PARENTS', 'JARDINIERS', 'ARTISTES',
];

export const ASSOCIATION_CAUSES: readonly string[] = [
  'PATRIMOINE', 'MOULIN', 'CHATEAU', 'VIEUX VILLAGE', 'LIVRE', 'JUMELAGE', 'THEATRE', 'CINEMA', 'JARDIN PARTAGE',
  'SOLIDARITE', 'ENTRAIDE', 'CULTURE', 'MUSIQUE', 'ENVIRONNEMENT', 'LOISIRS', 'QUARTIER',
];

/** Objects and verbs for patent titles. */
export const PATENT_DEVICES: readonly string[] = [
  'DISPOSITIF', 'PROCEDE', 'SYSTEME', 'METHODE', 'INSTALLATION', 'APPAREIL', 'ENSEMBLE', 'MODULE',
];
export const PATENT_ACTIONS: readonly string[] = [
  'DE FIXATION', 'DE REFROIDISSEMENT', 'DE FABRICATION', 'DE COMMANDE', 'DE FILTRATION', 'DE MESURE', 'DE SECHAGE',
  'DE CONDITIONNEMENT', 'DE RECUPERATION D\'ENERGIE', 'DE SURVEILLANCE', 'DE TRAITEMENT', 'DE DISTRIBUTION', 'DE STOCKAGE',
];
export const PATENT_OBJECTS: readonly string[] = [
  'POUR PANNEAU SOLAIRE', 'D\'UN PRODUIT ALIMENTAIRE', 'POUR VEHICULE AUTOMOBILE', 'DE PIECES METALLIQUES',
  'POUR BATIMENT', 'D\'EAU DE PLUIE', 'POUR MACHINE AGRICOLE', 'DE DONNEES', 'POUR EMBALLAGE', 'DE PATE A PAIN',
  'POUR CHAUSSURE', 'D\'AIR INTERIEUR', 'POUR FENETRE', 'DE BATTERIE', 'POUR OUTIL DE COUPE', 'POUR PROTHESE DENTAIRE',
];

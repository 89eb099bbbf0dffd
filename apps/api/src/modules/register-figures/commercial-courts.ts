/**
 * The courts whose registry (greffe) keeps the trade and companies register (RCS), with the departments of their
 * area. Compiled on 7 December 2026 from the official lists, which could not be downloaded here (data.gouv.fr
 * "Liste des greffes" and "Référentiel communes – greffes" are not reachable from this environment):
 * - tribunaux de commerce: Code de commerce, annexe 7-1 of the regulatory part (seat and area of each court,
 *   art. D.721-1), 134 courts in mainland France;
 * - tribunaux des activités économiques: the 12 courts of the 2025–2028 pilot (loi n° 2023-1059 of 20 November
 *   2023, art. 26; arrêté of 5 July 2024), which keep their registry;
 * - Alsace-Moselle (Bas-Rhin, Haut-Rhin, Moselle): no tribunal de commerce; the commercial chambers of the seven
 *   tribunaux judiciaires rule on commercial matters and their registries keep the RCS;
 * - overseas: the tribunaux mixtes de commerce (Code de commerce, annexe 7-3, art. D.732-1).
 * Only facts we are sure of: court, seat, departments. A department with several courts is divided between them
 * by communes (annexe 7-1); that division is not reproduced here, so such a court's area is given as its
 * department, shared. Addresses and phones are in court-addresses.ts, generated from the Annuaire de l'administration.
 */
export type CommercialCourtKind = 'tc' | 'tae' | 'tj-commercial-chamber' | 'tmc';

export interface CommercialCourt {
  readonly slug: string;
  readonly kind: CommercialCourtKind;
  /** Seat (city). */
  readonly seat: string;
  /** The seat with its French preposition, as in the court's name: "de Lyon", "d’Agen", "du Havre". */
  readonly ofSeat: string;
  /** INSEE codes of the departments of its area; several courts may share one. */
  readonly departments: readonly string[];
}

/** Territories with registers of their own, outside Sirene (and our register): New Caledonia and French Polynesia. */
export const OUTSIDE_SIRENE: ReadonlySet<string> = new Set(['987', '988']);

export const COMMERCIAL_COURTS_SOURCE = {
  compiledOn: '2026-12-07',
  sources: [
    'Code de commerce, annexe 7-1 (art. D.721-1) : siège et ressort des tribunaux de commerce',
    'Code de commerce, annexe 7-3 (art. D.732-1) : tribunaux mixtes de commerce',
    'Loi n° 2023-1059 du 20 novembre 2023, art. 26, et arrêté du 5 juillet 2024 : tribunaux des activités économiques',
  ],
} as const;

function court(kind: CommercialCourtKind, seat: string, ofSeat: string, departments: string[]): CommercialCourt {
  const slug = seat
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return { slug: `${kind}-${slug}`, kind, seat, ofSeat, departments };
}

export const COMMERCIAL_COURTS: readonly CommercialCourt[] = [
  court('tc', 'Agen', 'd’Agen', ['47']),
  court('tc', 'Aix-en-Provence', 'd’Aix-en-Provence', ['13']),
  court('tc', 'Ajaccio', 'd’Ajaccio', ['2A']),
  court('tc', 'Albi', 'd’Albi', ['81']),
  court('tc', 'Alençon', 'd’Alençon', ['61']),
  court('tc', 'Amiens', 'd’Amiens', ['80']),
  court('tc', 'Angers', 'd’Angers', ['49']),
  court('tc', 'Angoulême', 'd’Angoulême', ['16']),
  court('tc', 'Annecy', 'd’Annecy', ['74']),
  court('tc', 'Antibes', 'd’Antibes', ['06']),
  court('tc', 'Arras', 'd’Arras', ['62']),
  court('tc', 'Aubenas', 'd’Aubenas', ['07']),
  court('tc', 'Auch', 'd’Auch', ['32']),
  court('tc', 'Aurillac', 'd’Aurillac', ['15']),
  court('tae', 'Auxerre', 'd’Auxerre', ['89']),
  court('tae', 'Avignon', 'd’Avignon', ['84']),
  court('tc', 'Bar-le-Duc', 'de Bar-le-Duc', ['55']),
  court('tc', 'Bastia', 'de Bastia', ['2B']),
  court('tc', 'Bayonne', 'de Bayonne', ['64']),
  court('tc', 'Beauvais', 'de Beauvais', ['60']),
  court('tc', 'Belfort', 'de Belfort', ['90']),
  court('tc', 'Bergerac', 'de Bergerac', ['24']),
  court('tc', 'Bernay', 'de Bernay', ['27']),
  court('tc', 'Besançon', 'de Besançon', ['25']),
  court('tc', 'Béziers', 'de Béziers', ['34']),
  court('tc', 'Blois', 'de Blois', ['41']),
  court('tc', 'Bobigny', 'de Bobigny', ['93']),
  court('tc', 'Bordeaux', 'de Bordeaux', ['33']),
  court('tc', 'Boulogne-sur-Mer', 'de Boulogne-sur-Mer', ['62']),
  court('tc', 'Bourg-en-Bresse', 'de Bourg-en-Bresse', ['01']),
  court('tc', 'Bourges', 'de Bourges', ['18']),
  court('tc', 'Brest', 'de Brest', ['29']),
  court('tc', 'Briey', 'de Briey', ['54']),
  court('tc', 'Brive-la-Gaillarde', 'de Brive-la-Gaillarde', ['19']),
  court('tc', 'Caen', 'de Caen', ['14']),
  court('tc', 'Cahors', 'de Cahors', ['46']),
  court('tc', 'Cannes', 'de Cannes', ['06']),
  court('tc', 'Carcassonne', 'de Carcassonne', ['11']),
  court('tc', 'Castres', 'de Castres', ['81']),
  court('tc', 'Chalon-sur-Saône', 'de Chalon-sur-Saône', ['71']),
  court('tc', 'Châlons-en-Champagne', 'de Châlons-en-Champagne', ['51']),
  court('tc', 'Chambéry', 'de Chambéry', ['73']),
  court('tc', 'Chartres', 'de Chartres', ['28']),
  court('tc', 'Châteauroux', 'de Châteauroux', ['36']),
  court('tc', 'Chaumont', 'de Chaumont', ['52']),
  court('tc', 'Cherbourg', 'de Cherbourg', ['50']),
  court('tc', 'Clermont-Ferrand', 'de Clermont-Ferrand', ['63']),
  court('tc', 'Compiègne', 'de Compiègne', ['60']),
  court('tc', 'Coutances', 'de Coutances', ['50']),
  court('tc', 'Créteil', 'de Créteil', ['94']),
  court('tc', 'Cusset', 'de Cusset', ['03']),
  court('tc', 'Dax', 'de Dax', ['40']),
  court('tc', 'Dieppe', 'de Dieppe', ['76']),
  court('tc', 'Dijon', 'de Dijon', ['21']),
  court('tc', 'Douai', 'de Douai', ['59']),
  court('tc', 'Draguignan', 'de Draguignan', ['83']),
  court('tc', 'Dunkerque', 'de Dunkerque', ['59']),
  court('tc', 'Épinal', 'd’Épinal', ['88']),
  court('tc', 'Évreux', 'd’Évreux', ['27']),
  court('tc', 'Évry', 'd’Évry', ['91']),
  court('tc', 'Foix', 'de Foix', ['09']),
  court('tc', 'Fréjus', 'de Fréjus', ['83']),
  court('tc', 'Gap', 'de Gap', ['05']),
  court('tc', 'Grasse', 'de Grasse', ['06']),
  court('tc', 'Grenoble', 'de Grenoble', ['38']),
  court('tc', 'Guéret', 'de Guéret', ['23']),
  court('tc', 'La Roche-sur-Yon', 'de La Roche-sur-Yon', ['85']),
  court('tc', 'La Rochelle', 'de La Rochelle', ['17']),
  court('tc', 'Laval', 'de Laval', ['53']),
  court('tae', 'Le Havre', 'du Havre', ['76']),
  court('tae', 'Le Mans', 'du Mans', ['72']),
  court('tc', 'Le Puy-en-Velay', 'du Puy-en-Velay', ['43']),
  court('tc', 'Libourne', 'de Libourne', ['33']),
  court('tc', 'Lille Métropole', 'de Lille Métropole', ['59']),
  court('tae', 'Limoges', 'de Limoges', ['87']),
  court('tc', 'Lisieux', 'de Lisieux', ['14']),
  court('tc', 'Lons-le-Saunier', 'de Lons-le-Saunier', ['39']),
  court('tc', 'Lorient', 'de Lorient', ['56']),
  court('tae', 'Lyon', 'de Lyon', ['69']),
  court('tc', 'Mâcon', 'de Mâcon', ['71']),
  court('tc', 'Manosque', 'de Manosque', ['04']),
  court('tae', 'Marseille', 'de Marseille', ['13']),
  court('tc', 'Meaux', 'de Meaux', ['77']),
  court('tc', 'Melun', 'de Melun', ['77']),
  court('tc', 'Mende', 'de Mende', ['48']),
  court('tc', 'Mont-de-Marsan', 'de Mont-de-Marsan', ['40']),
  court('tc', 'Montauban', 'de Montauban', ['82']),
  court('tc', 'Montluçon', 'de Montluçon', ['03']),
  court('tc', 'Montpellier', 'de Montpellier', ['34']),
  court('tae', 'Nancy', 'de Nancy', ['54']),
  court('tae', 'Nanterre', 'de Nanterre', ['92']),
  court('tc', 'Nantes', 'de Nantes', ['44']),
  court('tc', 'Narbonne', 'de Narbonne', ['11']),
  court('tc', 'Nevers', 'de Nevers', ['58']),
  court('tc', 'Nice', 'de Nice', ['06']),
  court('tc', 'Nîmes', 'de Nîmes', ['30']),
  court('tc', 'Niort', 'de Niort', ['79']),
  court('tc', 'Orléans', 'd’Orléans', ['45']),
  court('tae', 'Paris', 'de Paris', ['75']),
  court('tc', 'Pau', 'de Pau', ['64']),
  court('tc', 'Périgueux', 'de Périgueux', ['24']),
  court('tc', 'Perpignan', 'de Perpignan', ['66']),
  court('tc', 'Poitiers', 'de Poitiers', ['86']),
  court('tc', 'Pontoise', 'de Pontoise', ['95']),
  court('tc', 'Quimper', 'de Quimper', ['29']),
  court('tc', 'Reims', 'de Reims', ['51']),
  court('tc', 'Rennes', 'de Rennes', ['35']),
  court('tc', 'Roanne', 'de Roanne', ['42']),
  court('tc', 'Rodez', 'de Rodez', ['12']),
  court('tc', 'Romans-sur-Isère', 'de Romans-sur-Isère', ['26']),
  court('tc', 'Rouen', 'de Rouen', ['76']),
  court('tae', 'Saint-Brieuc', 'de Saint-Brieuc', ['22']),
  court('tc', 'Saint-Étienne', 'de Saint-Étienne', ['42']),
  court('tc', 'Saint-Malo', 'de Saint-Malo', ['35']),
  court('tc', 'Saint-Nazaire', 'de Saint-Nazaire', ['44']),
  court('tc', 'Saint-Quentin', 'de Saint-Quentin', ['02']),
  court('tc', 'Saintes', 'de Saintes', ['17']),
  court('tc', 'Salon-de-Provence', 'de Salon-de-Provence', ['13']),
  court('tc', 'Sedan', 'de Sedan', ['08']),
  court('tc', 'Sens', 'de Sens', ['89']),
  court('tc', 'Soissons', 'de Soissons', ['02']),
  court('tc', 'Tarascon', 'de Tarascon', ['13']),
  court('tc', 'Tarbes', 'de Tarbes', ['65']),
  court('tc', 'Thonon-les-Bains', 'de Thonon-les-Bains', ['74']),
  court('tc', 'Toulon', 'de Toulon', ['83']),
  court('tc', 'Toulouse', 'de Toulouse', ['31']),
  court('tc', 'Tours', 'de Tours', ['37']),
  court('tc', 'Troyes', 'de Troyes', ['10']),
  court('tc', 'Valenciennes', 'de Valenciennes', ['59']),
  court('tc', 'Vannes', 'de Vannes', ['56']),
  court('tc', 'Vesoul-Gray', 'de Vesoul-Gray', ['70']),
  court('tae', 'Versailles', 'de Versailles', ['78']),
  court('tc', 'Vienne', 'de Vienne', ['38']),
  court('tc', 'Villefranche-sur-Saône-Tarare', 'de Villefranche-sur-Saône-Tarare', ['69']),
  court('tj-commercial-chamber', 'Strasbourg', 'de Strasbourg', ['67']),
  court('tj-commercial-chamber', 'Saverne', 'de Saverne', ['67']),
  court('tj-commercial-chamber', 'Colmar', 'de Colmar', ['68']),
  court('tj-commercial-chamber', 'Mulhouse', 'de Mulhouse', ['68']),
  court('tj-commercial-chamber', 'Metz', 'de Metz', ['57']),
  court('tj-commercial-chamber', 'Sarreguemines', 'de Sarreguemines', ['57']),
  court('tj-commercial-chamber', 'Thionville', 'de Thionville', ['57']),
  court('tmc', 'Pointe-à-Pitre', 'de Pointe-à-Pitre', ['971']),
  court('tmc', 'Basse-Terre', 'de Basse-Terre', ['971']),
  court('tmc', 'Fort-de-France', 'de Fort-de-France', ['972']),
  court('tmc', 'Cayenne', 'de Cayenne', ['973']),
  court('tmc', 'Saint-Denis', 'de Saint-Denis', ['974']),
  court('tmc', 'Saint-Pierre', 'de Saint-Pierre', ['974']),
  court('tmc', 'Mamoudzou', 'de Mamoudzou', ['976']),
  court('tmc', 'Nouméa', 'de Nouméa', ['988']),
  court('tmc', 'Papeete', 'de Papeete', ['987']),
];

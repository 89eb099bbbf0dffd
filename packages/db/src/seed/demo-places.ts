export interface DemoPlace {
  /** INSEE code (arrondissement code in Paris, Lyon, Marseille) */
  communeCode: string;
  postcode: string;
  /** As Sirene writes it (libelleCommuneEtablissement) */
  city: string;
}

/** Real communes and postcodes used by the demo addresses. */
export const PLACES = {
  paris2: { communeCode: '75102', postcode: '75002', city: 'PARIS' },
  paris8: { communeCode: '75108', postcode: '75008', city: 'PARIS' },
  paris10: { communeCode: '75110', postcode: '75010', city: 'PARIS' },
  paris11: { communeCode: '75111', postcode: '75011', city: 'PARIS' },
  paris15: { communeCode: '75115', postcode: '75015', city: 'PARIS' },
  lyon1: { communeCode: '69381', postcode: '69001', city: 'LYON' },
  lyon3: { communeCode: '69383', postcode: '69003', city: 'LYON' },
  lyon7: { communeCode: '69387', postcode: '69007', city: 'LYON' },
  marseille1: { communeCode: '13201', postcode: '13001', city: 'MARSEILLE' },
  marseille7: { communeCode: '13207', postcode: '13007', city: 'MARSEILLE' },
  bordeaux: { communeCode: '33063', postcode: '33000', city: 'BORDEAUX' },
  bordeauxBastide: { communeCode: '33063', postcode: '33800', city: 'BORDEAUX' },
  lille: { communeCode: '59350', postcode: '59000', city: 'LILLE' },
  lilleFives: { communeCode: '59350', postcode: '59800', city: 'LILLE' },
  rennes: { communeCode: '35238', postcode: '35000', city: 'RENNES' },
  nantes: { communeCode: '44109', postcode: '44000', city: 'NANTES' },
  toulouse: { communeCode: '31555', postcode: '31000', city: 'TOULOUSE' },
  angers: { communeCode: '49007', postcode: '49000', city: 'ANGERS' },
  strasbourg: { communeCode: '67482', postcode: '67000', city: 'STRASBOURG' },
  montpellier: { communeCode: '34172', postcode: '34000', city: 'MONTPELLIER' },
  nice: { communeCode: '06088', postcode: '06000', city: 'NICE' },
  grenoble: { communeCode: '38185', postcode: '38000', city: 'GRENOBLE' },
  dijon: { communeCode: '21231', postcode: '21000', city: 'DIJON' },
  tours: { communeCode: '37261', postcode: '37000', city: 'TOURS' },
  brest: { communeCode: '29019', postcode: '29200', city: 'BREST' },
  clermont: { communeCode: '63113', postcode: '63000', city: 'CLERMONT-FERRAND' },
  annecy: { communeCode: '74010', postcode: '74000', city: 'ANNECY' },
  limoges: { communeCode: '87085', postcode: '87000', city: 'LIMOGES' },
  rouen: { communeCode: '76540', postcode: '76000', city: 'ROUEN' },
  reims: { communeCode: '51454', postcode: '51100', city: 'REIMS' },
  caen: { communeCode: '14118', postcode: '14000', city: 'CAEN' },
  metz: { communeCode: '57463', postcode: '57000', city: 'METZ' },
  saintDenisReunion: { communeCode: '97411', postcode: '97400', city: 'SAINT-DENIS' },
  ajaccio: { communeCode: '2A004', postcode: '20000', city: 'AJACCIO' },
} as const satisfies Record<string, DemoPlace>;

export type DemoPlaceName = keyof typeof PLACES;

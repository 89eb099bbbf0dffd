import { makeSiren } from '@registre/domain';
import type { DemoPlaceName } from './demo-places';

export interface DemoEstablishment {
  /** First four NIC digits; the fifth is the SIRET check digit. */
  nic4: string;
  place: DemoPlaceName;
  /** [number, street type, street name] as Sirene writes them */
  street: readonly [number: string, type: string, name: string];
  creationDate: string;
  /** Set for a closed establishment */
  closureDate?: string;
  headcountBand?: string;
  signs?: readonly string[];
  /** Activity when it differs from the company's */
  nafCode?: string;
}

export interface DemoCompany {
  /** Position in the SIREN sequence (see demoSiren) */
  number: number;
  /** Legal persons; natural persons (category 1000) have `person` instead */
  denomination?: string;
  sigle?: string;
  person?: { lastName: string; firstNames: string; gender: 'M' | 'F' };
  legalCategoryCode: string;
  nafCode: string;
  creationDate: string;
  /** Set for a ceased company (administrative status C) */
  closureDate?: string;
  /** 'P': non-diffusible (personal data must not be shown) */
  diffusionStatus?: 'O' | 'P';
  headcountBand: string;
  companyCategory: 'PME' | 'ETI' | 'GE';
  shareCapitalCents?: number;
  corporatePurpose?: string;
  rnaId?: string;
  ess?: boolean;
  missionCompany?: boolean;
  /** The first one is the head office */
  establishments: readonly [DemoEstablishment, ...DemoEstablishment[]];
}

/** The SIREN of demo company `number`: a fixed sequence of 8 digits plus the Luhn key. */
export function demoSiren(number: number): string {
  return makeSiren(String(84_000_000 + number * 1_013));
}

/** BOULANGERIE DU CANAL, SAS, 12 RUE DE LA ROQUETTE 75011 PARIS: the company tests look up. */
export const DEMO_COMPANY_SIREN = demoSiren(0);

/**
 * About forty invented companies (names made of ordinary French words), with real
 * communes, postcodes, NAF subclasses and legal categories.
 */
export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    number: 0,
    denomination: 'BOULANGERIE DU CANAL',
    legalCategoryCode: '5710',
    nafCode: '10.71C',
    creationDate: '2015-03-12',
    headcountBand: '03',
    companyCategory: 'PME',
    shareCapitalCents: 1_000_000,
    corporatePurpose: 'Boulangerie, pâtisserie, viennoiserie, vente de produits alimentaires à emporter.',
    establishments: [
      { nic4: '0001', place: 'paris11', street: ['12', 'RUE', 'DE LA ROQUETTE'], creationDate: '2015-03-12', headcountBand: '02' },
      {
        nic4: '0002',
        place: 'paris10',
        street: ['48', 'QUAI', 'DE JEMMAPES'],
        creationDate: '2019-09-02',
        headcountBand: '01',
        signs: ['LE FOURNIL DU QUAI'],
      },
    ],
  },
  {
    number: 1,
    denomination: 'ATELIER DES TILLEULS',
    legalCategoryCode: '5499',
    nafCode: '16.23Z',
    creationDate: '2011-06-01',
    headcountBand: '11',
    companyCategory: 'PME',
    shareCapitalCents: 5_000_000,
    corporatePurpose: 'Menuiserie, charpente, agencement intérieur.',
    establishments: [
      { nic4: '0001', place: 'lyon3', street: ['27', 'RUE', 'PAUL BERT'], creationDate: '2011-06-01', headcountBand: '11' },
      { nic4: '0002', place: 'lyon7', street: ['5', 'RUE', 'DE GERLAND'], creationDate: '2016-01-15', headcountBand: '03' },
    ],
  },
  {
    number: 2,
    denomination: 'LES JARDINS DE LA COLLINE',
    legalCategoryCode: '6540',
    nafCode: '68.20B',
    creationDate: '2008-10-20',
    headcountBand: 'NN',
    companyCategory: 'PME',
    shareCapitalCents: 150_000,
    corporatePurpose: 'Acquisition, gestion et location de biens immobiliers.',
    establishments: [
      { nic4: '0001', place: 'bordeaux', street: ['3', 'RUE', 'DU PALAIS GALLIEN'], creationDate: '2008-10-20' },
    ],
  },
  {
    number: 3,
    denomination: 'PLUME ET BOUSSOLE',
    legalCategoryCode: '5710',
    nafCode: '58.11Z',
    creationDate: '2017-02-01',
    headcountBand: '02',
    companyCategory: 'PME',
    shareCapitalCents: 2_000_000,
    corporatePurpose: 'Édition de livres de voyage et de cartes illustrées.',
    establishments: [
      { nic4: '0001', place: 'lille', street: ['18', 'RUE', 'ESQUERMOISE'], creationDate: '2017-02-01', headcountBand: '02' },
    ],
  },
  {
    number: 4,
    denomination: 'LES AMIS DU LAVOIR',
    legalCategoryCode: '9220',
    nafCode: '94.99Z',
    creationDate: '2004-05-10',
    headcountBand: 'NN',
    companyCategory: 'PME',
    rnaId: 'W353001234',
    ess: true,
    establishments: [
      { nic4: '0001', place: 'rennes', street: ['9', 'RUE', 'DE LA PARCHEMINERIE'], creationDate: '2004-05-10' },
    ],
  },
  {
    number: 5,
    person: { lastName: 'MARCHAND', firstNames: 'CLAIRE', gender: 'F' },
    legalCategoryCode: '1000',
    nafCode: '74.10Z',
    creationDate: '2020-09-14',
    headcountBand: 'NN',
    companyCategory: 'PME',
    establishments: [
      { nic4: '0001', place: 'nantes', street: ['41', 'RUE', 'DE LA FOSSE'], creationDate: '2020-09-14' },
    ],
  },
  {
    number: 6,
    denomination: 'ÉLECTRICITÉ DU MOULIN',
    legalCategoryCode: '5499',
    nafCode: '43.21A',
    creationDate: '2013-04-02',
    headcountBand: '12',
    companyCategory: 'PME',
    shareCapitalCents: 800_000,
    corporatePurpose: 'Installation électrique dans tous locaux.',
    establishments: [
      { nic4: '0001', place: 'toulouse', street: ['66', 'ALL', 'JEAN JAURES'], creationDate: '2013-04-02', headcountBand: '11' },
      { nic4: '0002', place: 'toulouse', street: ['12', 'RUE', 'DES AMIDONNIERS'], creationDate: '2018-03-01', headcountBand: '03' },
      {
        nic4: '0003',
        place: 'montpellier',
        street: ['7', 'RUE', 'DU FAUBOURG FIGUEROLLES'],
        creationDate: '2014-06-01',
        closureDate: '2022-12-31',
      },
    ],
  },
  {
    number: 7,
    denomination: 'CAFÉ DES QUATRE VENTS',
    legalCategoryCode: '5499',
    nafCode: '56.30Z',
    creationDate: '2019-05-06',
    headcountBand: '01',
    companyCategory: 'PME',
    shareCapitalCents: 100_000,
    corporatePurpose: 'Exploitation d’un débit de boissons, petite restauration.',
    establishments: [
      { nic4: '0001', place: 'marseille1', street: ['22', 'RUE', 'DE LA LOGE'], creationDate: '2019-05-06', headcountBand: '01' },
    ],
  },
  {
    number: 8,
    denomination: 'VERGERS DE LA VALLÉE BLEUE',
    legalCategoryCode: '5499',
    nafCode: '01.24Z',
    creationDate: '2002-01-07',
    headcountBand: '03',
    companyCategory: 'PME',
    shareCapitalCents: 3_000_000,
    establishments: [
      { nic4: '0001', place: 'angers', street: ['15', 'BD', 'DU ROI RENE'], creationDate: '2002-01-07', headcountBand: '03' },
    ],
  },
  {
    number: 9,
    denomination: 'LOGICIELS DE LA LANTERNE',
    legalCategoryCode: '5710',
    nafCode: '62.01Z',
    creationDate: '2021-11-22',
    headcountBand: '11',
    companyCategory: 'PME',
    shareCapitalCents: 1_500_000,
    missionCompany: true,
    corporatePurpose: 'Conception et édition de logiciels pour les collectivités.',
    establishments: [
      { nic4: '0001', place: 'paris2', street: ['30', 'RUE', 'DU SENTIER'], creationDate: '2021-11-22', headcountBand: '11' },
    ],
  },
  {
    number: 10,
    denomination: 'TRANSPORTS DU GRAND PRÉ',
    legalCategoryCode: '5710',
    nafCode: '49.41A',
    creationDate: '2006-09-18',
    headcountBand: '21',
    companyCategory: 'PME',
    shareCapitalCents: 20_000_000,
    establishments: [
      { nic4: '0001', place: 'strasbourg', street: ['4', 'RUE', 'DU HAUT BARR'], creationDate: '2006-09-18', headcountBand: '12' },
      { nic4: '0002', place: 'metz', street: ['101', 'RTE', 'DE THIONVILLE'], creationDate: '2012-04-01', headcountBand: '11' },
      { nic4: '0003', place: 'reims', street: ['2', 'RUE', 'DES ARTISANS'], creationDate: '2020-02-03', headcountBand: '03' },
    ],
  },
  {
    number: 11,
    denomination: 'CABINET DE LA FONTAINE BLEUE',
    legalCategoryCode: '5499',
    nafCode: '69.20Z',
    creationDate: '1999-03-15',
    headcountBand: '03',
    companyCategory: 'PME',
    shareCapitalCents: 760_000,
    establishments: [
      { nic4: '0001', place: 'montpellier', street: ['11', 'RUE', 'DE LA LOGE'], creationDate: '1999-03-15', headcountBand: '03' },
    ],
  },
  {
    number: 12,
    denomination: 'LA FABRIQUE À SAVONS',
    legalCategoryCode: '5710',
    nafCode: '20.41Z',
    creationDate: '2018-07-09',
    headcountBand: '02',
    companyCategory: 'PME',
    shareCapitalCents: 3_000_000,
    establishments: [
      { nic4: '0001', place: 'nice', street: ['8', 'RUE', 'DE LA BUFFA'], creationDate: '2018-07-09', headcountBand: '02' },
    ],
  },
  {
    number: 13,
    denomination: 'GARAGE DU CARREFOUR ROUGE',
    legalCategoryCode: '5499',
    nafCode: '45.20A',
    creationDate: '1994-10-03',
    headcountBand: '02',
    companyCategory: 'PME',
    shareCapitalCents: 762_245,
    establishments: [
      { nic4: '0001', place: 'grenoble', street: ['57', 'AV', 'JEAN PERROT'], creationDate: '1994-10-03', headcountBand: '02' },
    ],
  },
  {
    number: 14,
    person: { lastName: 'FERRAND', firstNames: 'JULIEN', gender: 'M' },
    legalCategoryCode: '1000',
    nafCode: '43.34Z',
    creationDate: '2016-04-11',
    diffusionStatus: 'P',
    headcountBand: 'NN',
    companyCategory: 'PME',
    establishments: [
      { nic4: '0001', place: 'dijon', street: ['6', 'RUE', 'BERBISEY'], creationDate: '2016-04-11' },
    ],
  },
  {
    number: 15,
    denomination: 'IMPRIMERIE DE LA RUE HAUTE',
    legalCategoryCode: '5499',
    nafCode: '18.12Z',
    creationDate: '1998-04-01',
    closureDate: '2021-09-30',
    headcountBand: 'NN',
    companyCategory: 'PME',
    shareCapitalCents: 1_524_490,
    establishments: [
      {
        nic4: '0001',
        place: 'tours',
        street: ['14', 'RUE', 'COLBERT'],
        creationDate: '1998-04-01',
        closureDate: '2021-09-30',
      },
      {
        nic4: '0002',
        place: 'tours',
        street: ['3', 'RUE', 'DE LA SCELLERIE'],
        creationDate: '2005-01-10',
        closureDate: '2019-12-31',
      },
    ],
  },
  {
    number: 16,
    denomination: 'HOLDING DES TROIS CHÊNES',
    sigle: 'H3C',
    legalCategoryCode: '5710',
    nafCode: '70.10Z',
    creationDate: '2012-12-03',
    headcountBand: '01',
    companyCategory: 'PME',
    shareCapitalCents: 50_000_000,
    corporatePurpose: 'Prise de participations, animation du groupe et prestations de services aux filiales.',
    establishments: [
      { nic4: '0001', place: 'paris8', street: ['40', 'RUE', 'DE LA BIENFAISANCE'], creationDate: '2012-12-03', headcountBand: '01' },
    ],
  },
  {
    number: 17,
    denomination: 'BRASSERIE DU PHARE',
    legalCategoryCode: '5710',
    nafCode: '11.05Z',
    creationDate: '2016-06-20',
    headcountBand: '03',
    companyCategory: 'PME',
    shareCapitalCents: 4_000_000,
    establishments: [
      { nic4: '0001', place: 'brest', street: ['21', 'RUE', 'DE SIAM'], creationDate: '2016-06-20', headcountBand: '03' },
      {
        nic4: '0002',
        place: 'brest',
        street: ['2', 'QUAI', 'DE LA DOUANE'],
        creationDate: '2021-04-01',
        headcountBand: '01',
        signs: ['LA TAVERNE DU PHARE'],
        nafCode: '56.30Z',
      },
    ],
  },
  {
    number: 18,
    denomination: 'L’ÉPICERIE DU MARCHÉ COUVERT',
    legalCategoryCode: '5499',
    nafCode: '47.11B',
    creationDate: '2010-02-15',
    headcountBand: '02',
    companyCategory: 'PME',
    shareCapitalCents: 800_000,
    establishments: [
      { nic4: '0001', place: 'clermont', street: ['5', 'PL', 'SAINT PIERRE'], creationDate: '2010-02-15', headcountBand: '02' },
    ],
  },
  {
    number: 19,
    denomination: 'LACS ET SENTIERS',
    legalCategoryCode: '9220',
    nafCode: '93.19Z',
    creationDate: '2009-03-30',
    headcountBand: '01',
    companyCategory: 'PME',
    rnaId: 'W742005678',
    ess: true,
    establishments: [
      { nic4: '0001', place: 'annecy', street: ['17', 'RUE', 'ROYALE'], creationDate: '2009-03-30', headcountBand: '01' },
    ],
  },
  {
    number: 20,
    denomination: 'ÉMAUX ET TERRES CUITES',
    legalCategoryCode: '5710',
    nafCode: '23.41Z',
    creationDate: '2014-01-20',
    headcountBand: '11',
    companyCategory: 'PME',
    shareCapitalCents: 10_000_000,
    establishments: [
      { nic4: '0001', place: 'limoges', street: ['32', 'RUE', 'DE LA COURTINE'], creationDate: '2014-01-20', headcountBand: '11' },
    ],
  },
  {
    number: 21,
    denomination: 'CHARPENTES DU VIEUX PONT',
    legalCategoryCode: '5499',
    nafCode: '16.23Z',
    creationDate: '2003-08-25',
    headcountBand: '03',
    companyCategory: 'PME',
    shareCapitalCents: 1_000_000,
    establishments: [
      { nic4: '0001', place: 'rouen', street: ['9', 'RUE', 'DU BAC'], creationDate: '2003-08-25', headcountBand: '03' },
    ],
  },
  {
    number: 22,
    denomination: 'CAVES DE LA PORTE DE MARS',
    legalCategoryCode: '5710',
    nafCode: '46.34Z',
    creationDate: '2007-05-14',
    headcountBand: '12',
    companyCategory: 'PME',
    shareCapitalCents: 25_000_000,
    establishments: [
      { nic4: '0001', place: 'reims', street: ['14', 'BD', 'DE LA PAIX'], creationDate: '2007-05-14', headcountBand: '12' },
      { nic4: '0002', place: 'paris15', street: ['120', 'RUE', 'DE LA CONVENTION'], creationDate: '2015-10-01', headcountBand: '02' },
    ],
  },
  {
    number: 23,
    person: { lastName: 'ARNAUD', firstNames: 'SOPHIE MARIE', gender: 'F' },
    legalCategoryCode: '1000',
    nafCode: '86.90E',
    creationDate: '2012-09-03',
    headcountBand: 'NN',
    companyCategory: 'PME',
    establishments: [
      { nic4: '0001', place: 'caen', street: ['24', 'RUE', 'ECUYERE'], creationDate: '2012-09-03' },
    ],
  },
  {
    number: 24,
    denomination: 'CONSEIL EN ÉNERGIE DU PLATEAU',
    legalCategoryCode: '5710',
    nafCode: '71.12B',
    creationDate: '2019-01-08',
    headcountBand: '02',
    companyCategory: 'PME',
    shareCapitalCents: 1_000_000,
    establishments: [
      { nic4: '0001', place: 'metz', street: ['3', 'RUE', 'DES CLERCS'], creationDate: '2019-01-08', headcountBand: '02' },
    ],
  },
  {
    number: 25,
    denomination: 'SCI DU CLOS DES LILAS',
    legalCategoryCode: '6540',
    nafCode: '68.20B',
    creationDate: '2001-06-12',
    headcountBand: 'NN',
    companyCategory: 'PME',
    shareCapitalCents: 152_450,
    establishments: [
      { nic4: '0001', place: 'paris15', street: ['8', 'RUE', 'DU COMMERCE'], creationDate: '2001-06-12' },
    ],
  },
  {
    number: 26,
    denomination: 'SCI LES TERRASSES DU PORT',
    legalCategoryCode: '6540',
    nafCode: '68.20A',
    creationDate: '2016-11-28',
    headcountBand: 'NN',
    companyCategory: 'PME',
    shareCapitalCents: 100_000,
    establishments: [
      { nic4: '0001', place: 'marseille7', street: ['150', 'COR', 'PRESIDENT JOHN F KENNEDY'], creationDate: '2016-11-28' },
    ],
  },
  {
    number: 27,
    denomination: 'AU PANIER DE SARRASIN',
    legalCategoryCode: '5499',
    nafCode: '56.10A',
    creationDate: '2018-03-19',
    headcountBand: '02',
    companyCategory: 'PME',
    shareCapitalCents: 500_000,
    establishments: [
      { nic4: '0001', place: 'rennes', street: ['4', 'RUE', 'SAINT GEORGES'], creationDate: '2018-03-19', headcountBand: '02' },
    ],
  },
  {
    number: 28,
    denomination: 'CRÈCHE LES PETITS CASTORS',
    legalCategoryCode: '9220',
    nafCode: '88.91A',
    creationDate: '2011-08-29',
    headcountBand: '11',
    companyCategory: 'PME',
    rnaId: 'W691078901',
    ess: true,
    establishments: [
      { nic4: '0001', place: 'lyon7', street: ['33', 'AV', 'JEAN JAURES'], creationDate: '2011-08-29', headcountBand: '11' },
    ],
  },
  {
    number: 29,
    denomination: 'SOLEIL DE L’ÎLE',
    legalCategoryCode: '5710',
    nafCode: '55.10Z',
    creationDate: '2014-12-01',
    headcountBand: '12',
    companyCategory: 'PME',
    shareCapitalCents: 30_000_000,
    establishments: [
      { nic4: '0001', place: 'saintDenisReunion', street: ['20', 'RUE', 'DE PARIS'], creationDate: '2014-12-01', headcountBand: '12' },
    ],
  },
  {
    number: 30,
    denomination: 'MAQUIS ET MER',
    legalCategoryCode: '5499',
    nafCode: '56.10A',
    creationDate: '2017-04-24',
    headcountBand: '03',
    companyCategory: 'PME',
    shareCapitalCents: 1_000_000,
    establishments: [
      { nic4: '0001', place: 'ajaccio', street: ['6', 'BD', 'DU ROI JEROME'], creationDate: '2017-04-24', headcountBand: '03' },
    ],
  },
  {
    number: 31,
    denomination: 'ROBOTIQUE DU LITTORAL',
    legalCategoryCode: '5710',
    nafCode: '28.99B',
    creationDate: '2005-02-14',
    headcountBand: '32',
    companyCategory: 'ETI',
    shareCapitalCents: 450_000_000,
    corporatePurpose: 'Conception, fabrication et maintenance de machines et de robots industriels.',
    establishments: [
      { nic4: '0001', place: 'nantes', street: ['2', 'BD', 'DE CHANTENAY'], creationDate: '2005-02-14', headcountBand: '31' },
      { nic4: '0002', place: 'angers', street: ['80', 'RUE', 'DE LA CHALOUERE'], creationDate: '2011-05-02', headcountBand: '21' },
      { nic4: '0003', place: 'brest', street: ['1', 'RUE', 'DE KERAMPERE'], creationDate: '2019-09-16', headcountBand: '12' },
    ],
  },
  {
    number: 32,
    denomination: 'MAISON DES QUATRE SAISONS',
    legalCategoryCode: '5710',
    nafCode: '47.11F',
    creationDate: '1987-09-01',
    headcountBand: '51',
    companyCategory: 'GE',
    shareCapitalCents: 12_000_000_000,
    corporatePurpose: 'Commerce de détail à prédominance alimentaire en magasins de grande surface.',
    establishments: [
      { nic4: '0001', place: 'lille', street: ['1', 'PL', 'DU THEATRE'], creationDate: '1987-09-01', headcountBand: '22' },
      { nic4: '0002', place: 'lilleFives', street: ['200', 'RUE', 'PIERRE LEGRAND'], creationDate: '1995-03-01', headcountBand: '32' },
      { nic4: '0003', place: 'bordeauxBastide', street: ['10', 'AV', 'THIERS'], creationDate: '2003-10-15', headcountBand: '31' },
    ],
  },
  {
    number: 33,
    person: { lastName: 'GIRAUD', firstNames: 'THOMAS', gender: 'M' },
    legalCategoryCode: '1000',
    nafCode: '43.22A',
    creationDate: '2022-02-07',
    headcountBand: 'NN',
    companyCategory: 'PME',
    establishments: [
      { nic4: '0001', place: 'bordeaux', street: ['52', 'CRS', 'VICTOR HUGO'], creationDate: '2022-02-07' },
    ],
  },
  {
    number: 34,
    denomination: 'ÉCOLE DE MUSIQUE DU BEFFROI',
    legalCategoryCode: '9220',
    nafCode: '85.52Z',
    creationDate: '1996-10-01',
    headcountBand: '03',
    companyCategory: 'PME',
    rnaId: 'W595012345',
    establishments: [
      { nic4: '0001', place: 'lille', street: ['7', 'RUE', 'DE LA MONNAIE'], creationDate: '1996-10-01', headcountBand: '03' },
    ],
  },
  {
    number: 35,
    denomination: 'PAYSAGES ET PIERRES SÈCHES',
    legalCategoryCode: '5499',
    nafCode: '81.30Z',
    creationDate: '2015-05-18',
    headcountBand: '03',
    companyCategory: 'PME',
    shareCapitalCents: 2_000_000,
    establishments: [
      { nic4: '0001', place: 'montpellier', street: ['95', 'AV', 'DE LODEVE'], creationDate: '2015-05-18', headcountBand: '03' },
    ],
  },
  {
    number: 36,
    denomination: 'LA ROULOTTE GOURMANDE',
    legalCategoryCode: '5499',
    nafCode: '56.10C',
    creationDate: '2020-06-15',
    headcountBand: '01',
    companyCategory: 'PME',
    shareCapitalCents: 200_000,
    establishments: [
      { nic4: '0001', place: 'toulouse', street: ['3', 'RUE', 'DES LOIS'], creationDate: '2020-06-15', headcountBand: '01' },
    ],
  },
  {
    number: 37,
    denomination: 'CYCLES DE LA PASSERELLE',
    legalCategoryCode: '5710',
    nafCode: '47.64Z',
    creationDate: '2023-03-06',
    headcountBand: '01',
    companyCategory: 'PME',
    shareCapitalCents: 500_000,
    establishments: [
      { nic4: '0001', place: 'strasbourg', street: ['19', 'QUAI', 'DES BATELIERS'], creationDate: '2023-03-06', headcountBand: '01' },
    ],
  },
  {
    number: 38,
    denomination: 'ARCHIVES ET MÉMOIRES',
    legalCategoryCode: '5710',
    nafCode: '82.11Z',
    creationDate: '2010-11-08',
    headcountBand: '11',
    companyCategory: 'PME',
    shareCapitalCents: 3_700_000,
    establishments: [
      { nic4: '0001', place: 'paris10', street: ['61', 'RUE', 'DU FAUBOURG SAINT DENIS'], creationDate: '2010-11-08', headcountBand: '11' },
      { nic4: '0002', place: 'lyon1', street: ['10', 'RUE', 'DE LA REPUBLIQUE'], creationDate: '2017-01-09', headcountBand: '02' },
    ],
  },
  {
    number: 39,
    denomination: 'NUAGE DE LAIT',
    legalCategoryCode: '5499',
    nafCode: '56.30Z',
    creationDate: '2021-07-01',
    headcountBand: '01',
    companyCategory: 'PME',
    shareCapitalCents: 300_000,
    establishments: [
      { nic4: '0001', place: 'nice', street: ['14', 'RUE', 'DE LA PREFECTURE'], creationDate: '2021-07-01', headcountBand: '01' },
    ],
  },
];

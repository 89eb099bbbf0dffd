export type DemoPerson =
  | {
      key: string;
      kind: 'natural';
      lastName: string;
      firstNames: string;
      birthYear: number;
      birthMonth: number;
      nationality: string;
      diffusible?: boolean;
    }
  /** A company (by its demo number) acting as director of another one */
  | { key: string; kind: 'legal'; companyNumber: number };

export interface DemoMandate {
  person: string;
  companyNumber: number;
  roleCode: string;
  startDate: string;
  endDate?: string;
}

/** Invented directors. Birth dates are year and month only, as the register shows them. */
export const DEMO_PERSONS: readonly DemoPerson[] = [
  { key: 'hugo', kind: 'natural', lastName: 'DELAUNAY', firstNames: 'Hugo', birthYear: 1979, birthMonth: 6, nationality: 'Française' },
  { key: 'ines', kind: 'natural', lastName: 'COLLET', firstNames: 'Inès', birthYear: 1985, birthMonth: 2, nationality: 'Française' },
  { key: 'gilles', kind: 'natural', lastName: 'PERRIN', firstNames: 'Gilles André', birthYear: 1950, birthMonth: 5, nationality: 'Française' },
  { key: 'marc', kind: 'natural', lastName: 'TESSIER', firstNames: 'Marc', birthYear: 1968, birthMonth: 11, nationality: 'Française' },
  { key: 'nadia', kind: 'natural', lastName: 'BERTIN', firstNames: 'Nadia', birthYear: 1972, birthMonth: 9, nationality: 'Française' },
  { key: 'holding', kind: 'legal', companyNumber: 16 },
  { key: 'claire', kind: 'natural', lastName: 'MARCHAND', firstNames: 'Claire', birthYear: 1991, birthMonth: 3, nationality: 'Française' },
  {
    key: 'julien',
    kind: 'natural',
    lastName: 'FERRAND',
    firstNames: 'Julien',
    birthYear: 1983,
    birthMonth: 8,
    nationality: 'Française',
    diffusible: false,
  },
  { key: 'paul', kind: 'natural', lastName: 'VIDAL', firstNames: 'Paul', birthYear: 1955, birthMonth: 1, nationality: 'Française' },
  { key: 'elodie', kind: 'natural', lastName: 'CARON', firstNames: 'Élodie', birthYear: 1990, birthMonth: 12, nationality: 'Française' },
  { key: 'remi', kind: 'natural', lastName: 'FAURE', firstNames: 'Rémi', birthYear: 1988, birthMonth: 4, nationality: 'Française' },
  { key: 'anne', kind: 'natural', lastName: 'LEROY', firstNames: 'Anne-Sophie', birthYear: 1981, birthMonth: 7, nationality: 'Française' },
  { key: 'bernard', kind: 'natural', lastName: 'ROCHE', firstNames: 'Bernard', birthYear: 1962, birthMonth: 3, nationality: 'Belge' },
  { key: 'sophie', kind: 'natural', lastName: 'ARNAUD', firstNames: 'Sophie Marie', birthYear: 1976, birthMonth: 10, nationality: 'Française' },
  { key: 'thomas', kind: 'natural', lastName: 'GIRAUD', firstNames: 'Thomas', birthYear: 1995, birthMonth: 2, nationality: 'Française' },
  { key: 'lea', kind: 'natural', lastName: 'MOREL', firstNames: 'Léa', birthYear: 1987, birthMonth: 5, nationality: 'Française' },
];

/** Mandates; `hugo` leads two companies, the holding presides over two others. */
export const DEMO_MANDATES: readonly DemoMandate[] = [
  { person: 'gilles', companyNumber: 0, roleCode: '73', startDate: '2015-03-12', endDate: '2019-06-30' },
  { person: 'hugo', companyNumber: 0, roleCode: '73', startDate: '2019-07-01' },
  { person: 'ines', companyNumber: 0, roleCode: '53', startDate: '2021-01-15' },
  { person: 'hugo', companyNumber: 27, roleCode: '30', startDate: '2018-03-19' },
  { person: 'marc', companyNumber: 1, roleCode: '30', startDate: '2011-06-01' },
  { person: 'nadia', companyNumber: 16, roleCode: '73', startDate: '2012-12-03' },
  { person: 'holding', companyNumber: 3, roleCode: '73', startDate: '2017-02-01' },
  { person: 'holding', companyNumber: 12, roleCode: '73', startDate: '2018-07-09' },
  { person: 'claire', companyNumber: 5, roleCode: '101', startDate: '2020-09-14' },
  { person: 'julien', companyNumber: 14, roleCode: '101', startDate: '2016-04-11' },
  { person: 'paul', companyNumber: 15, roleCode: '30', startDate: '1998-04-01', endDate: '2021-03-02' },
  { person: 'lea', companyNumber: 15, roleCode: '40', startDate: '2021-03-02', endDate: '2021-09-30' },
  { person: 'elodie', companyNumber: 4, roleCode: '205', startDate: '2019-06-15' },
  { person: 'remi', companyNumber: 7, roleCode: '30', startDate: '2019-05-06' },
  { person: 'anne', companyNumber: 31, roleCode: '73', startDate: '2016-01-01' },
  { person: 'bernard', companyNumber: 31, roleCode: '70', startDate: '2018-09-01' },
  { person: 'nadia', companyNumber: 32, roleCode: '60', startDate: '2020-05-01' },
  { person: 'bernard', companyNumber: 32, roleCode: '65', startDate: '2015-06-30' },
  { person: 'sophie', companyNumber: 23, roleCode: '101', startDate: '2012-09-03' },
  { person: 'thomas', companyNumber: 33, roleCode: '101', startDate: '2022-02-07' },
  { person: 'marc', companyNumber: 21, roleCode: '30', startDate: '2003-08-25' },
  { person: 'lea', companyNumber: 9, roleCode: '73', startDate: '2021-11-22' },
];

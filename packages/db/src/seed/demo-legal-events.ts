export interface DemoAnnouncement {
  sourceId: string;
  companyNumber: number;
  family: string;
  typeLabel: string;
  publishedAt: string;
  edition: 'A' | 'B' | 'C';
  bodaccNumber: string;
  announcementNumber: number;
  court: string;
  content: string;
}

export interface DemoProceeding {
  companyNumber: number;
  kind: string;
  status: 'open' | 'plan' | 'closed';
  openedAt: string;
  closedAt?: string;
  court: string;
  lastJudgmentLabel: string;
  lastJudgmentDate: string;
}

export interface DemoAct {
  sourceId: string;
  companyNumber: number;
  filingNumber: string;
  filingDate: string;
  actType: string;
  description: string;
}

/** BODACC-like announcements (ids prefixed "demo-" so they never clash with imported ones). */
export const DEMO_ANNOUNCEMENTS: readonly DemoAnnouncement[] = [
  {
    sourceId: 'demo-A-2015-0001',
    companyNumber: 0,
    family: 'creation',
    typeLabel: 'Immatriculation',
    publishedAt: '2015-03-20',
    edition: 'A',
    bodaccNumber: '20150056',
    announcementNumber: 1204,
    court: 'Greffe du tribunal de commerce de Paris',
    content: 'Immatriculation d’une société par actions simplifiée. Activité : boulangerie, pâtisserie. Adresse : 12 rue de la Roquette, 75011 Paris.',
  },
  {
    sourceId: 'demo-B-2019-0002',
    companyNumber: 0,
    family: 'modification',
    typeLabel: 'Modification de l’administration',
    publishedAt: '2019-07-12',
    edition: 'B',
    bodaccNumber: '20190133',
    announcementNumber: 2210,
    court: 'Greffe du tribunal de commerce de Paris',
    content: 'Président : Hugo Delaunay, en remplacement de Gilles Perrin.',
  },
  {
    sourceId: 'demo-C-2024-0003',
    companyNumber: 0,
    family: 'account_filing',
    typeLabel: 'Dépôt des comptes',
    publishedAt: '2024-07-25',
    edition: 'C',
    bodaccNumber: '20240142',
    announcementNumber: 5311,
    court: 'Greffe du tribunal de commerce de Paris',
    content: 'Comptes annuels et rapports de l’exercice clos le 31/12/2023.',
  },
  {
    sourceId: 'demo-A-2021-0004',
    companyNumber: 15,
    family: 'insolvency',
    typeLabel: 'Jugement d’ouverture de liquidation judiciaire',
    publishedAt: '2021-03-12',
    edition: 'A',
    bodaccNumber: '20210049',
    announcementNumber: 871,
    court: 'Tribunal de commerce de Tours',
    content: 'Jugement prononçant la liquidation judiciaire. Date de cessation des paiements : 01/02/2021.',
  },
  {
    sourceId: 'demo-A-2021-0005',
    companyNumber: 15,
    family: 'insolvency',
    typeLabel: 'Jugement de clôture pour insuffisance d’actif',
    publishedAt: '2021-10-08',
    edition: 'A',
    bodaccNumber: '20210195',
    announcementNumber: 932,
    court: 'Tribunal de commerce de Tours',
    content: 'Jugement prononçant la clôture de la procédure de liquidation judiciaire pour insuffisance d’actif.',
  },
  {
    sourceId: 'demo-B-2022-0006',
    companyNumber: 15,
    family: 'radiation',
    typeLabel: 'Radiation',
    publishedAt: '2022-01-14',
    edition: 'B',
    bodaccNumber: '20220009',
    announcementNumber: 3120,
    court: 'Greffe du tribunal de commerce de Tours',
    content: 'Radiation du registre du commerce et des sociétés.',
  },
  {
    sourceId: 'demo-A-2025-0007',
    companyNumber: 36,
    family: 'insolvency',
    typeLabel: 'Jugement d’ouverture d’une procédure de redressement judiciaire',
    publishedAt: '2025-05-23',
    edition: 'A',
    bodaccNumber: '20250099',
    announcementNumber: 1544,
    court: 'Tribunal de commerce de Toulouse',
    content: 'Jugement d’ouverture d’une procédure de redressement judiciaire. Période d’observation de six mois.',
  },
];

export const DEMO_PROCEEDINGS: readonly DemoProceeding[] = [
  {
    companyNumber: 15,
    kind: 'liquidation',
    status: 'closed',
    openedAt: '2021-03-02',
    closedAt: '2021-09-30',
    court: 'Tribunal de commerce de Tours',
    lastJudgmentLabel: 'Clôture pour insuffisance d’actif',
    lastJudgmentDate: '2021-09-30',
  },
  {
    companyNumber: 36,
    kind: 'redressement',
    status: 'open',
    openedAt: '2025-05-14',
    court: 'Tribunal de commerce de Toulouse',
    lastJudgmentLabel: 'Ouverture d’une procédure de redressement judiciaire',
    lastJudgmentDate: '2025-05-14',
  },
];

export const DEMO_ACTS: readonly DemoAct[] = [
  {
    sourceId: 'demo-act-0001',
    companyNumber: 0,
    filingNumber: '2015-021870',
    filingDate: '2015-03-05',
    actType: 'Statuts constitutifs',
    description: 'Statuts constitutifs de la société',
  },
  {
    sourceId: 'demo-act-0002',
    companyNumber: 0,
    filingNumber: '2019-067712',
    filingDate: '2019-07-05',
    actType: 'Procès-verbal d’assemblée',
    description: 'Changement de président',
  },
  {
    sourceId: 'demo-act-0003',
    companyNumber: 0,
    filingNumber: '2024-051233',
    filingDate: '2024-06-28',
    actType: 'Procès-verbal d’assemblée',
    description: 'Approbation des comptes de l’exercice 2023',
  },
];

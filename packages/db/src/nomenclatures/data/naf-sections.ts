export interface NafSection {
  /** Section letter */
  code: string;
  label: string;
  /** Two-digit divisions of the section, inclusive range */
  firstDivision: number;
  lastDivision: number;
}

/**
 * The 21 sections of NAF rév. 2 (INSEE) and the divisions each one spans. The
 * @socialgouv/codes-naf package has levels 2 to 5 only, so level 1 is kept here.
 */
export const NAF_SECTIONS: readonly NafSection[] = [
  { code: 'A', label: 'Agriculture, sylviculture et pêche', firstDivision: 1, lastDivision: 3 },
  { code: 'B', label: 'Industries extractives', firstDivision: 5, lastDivision: 9 },
  { code: 'C', label: 'Industrie manufacturière', firstDivision: 10, lastDivision: 33 },
  { code: 'D', label: 'Production et distribution d’électricité, de gaz, de vapeur et d’air conditionné', firstDivision: 35, lastDivision: 35 },
  { code: 'E', label: 'Production et distribution d’eau ; assainissement, gestion des déchets et dépollution', firstDivision: 36, lastDivision: 39 },
  { code: 'F', label: 'Construction', firstDivision: 41, lastDivision: 43 },
  { code: 'G', label: 'Commerce ; réparation d’automobiles et de motocycles', firstDivision: 45, lastDivision: 47 },
  { code: 'H', label: 'Transports et entreposage', firstDivision: 49, lastDivision: 53 },
  { code: 'I', label: 'Hébergement et restauration', firstDivision: 55, lastDivision: 56 },
  { code: 'J', label: 'Information et communication', firstDivision: 58, lastDivision: 63 },
  { code: 'K', label: 'Activités financières et d’assurance', firstDivision: 64, lastDivision: 66 },
  { code: 'L', label: 'Activités immobilières', firstDivision: 68, lastDivision: 68 },
  { code: 'M', label: 'Activités spécialisées, scientifiques et techniques', firstDivision: 69, lastDivision: 75 },
  { code: 'N', label: 'Activités de services administratifs et de soutien', firstDivision: 77, lastDivision: 82 },
  { code: 'O', label: 'Administration publique', firstDivision: 84, lastDivision: 84 },
  { code: 'P', label: 'Enseignement', firstDivision: 85, lastDivision: 85 },
  { code: 'Q', label: 'Santé humaine et action sociale', firstDivision: 86, lastDivision: 88 },
  { code: 'R', label: 'Arts, spectacles et activités récréatives', firstDivision: 90, lastDivision: 93 },
  { code: 'S', label: 'Autres activités de services', firstDivision: 94, lastDivision: 96 },
  {
    code: 'T',
    label: 'Activités des ménages en tant qu’employeurs ; activités indifférenciées des ménages en tant que producteurs de biens et services pour usage propre',
    firstDivision: 97,
    lastDivision: 98,
  },
  { code: 'U', label: 'Activités extra-territoriales', firstDivision: 99, lastDivision: 99 },
];

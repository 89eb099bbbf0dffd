/**
 * The RNE `roleEntreprise` codes the generator writes (INPI codes, labels as INPI publishes them).
 * The RNE importer turns them into mandate labels through the director_roles nomenclature.
 */
export const ROLE = {
  /** Gérant */
  manager: '30',
  /** Gérant et associé indéfiniment responsable */
  managingPartner: '29',
  /** Liquidateur */
  liquidator: '40',
  /** Président du conseil d'administration */
  boardChair: '51',
  /** Directeur Général */
  chiefExecutive: '53',
  /** Président du conseil d'administration et directeur général */
  chairAndChiefExecutive: '60',
  /** Administrateur */
  boardMember: '65',
  /** Directeur général délégué */
  deputyChiefExecutive: '70',
  /** Commissaire aux comptes titulaire */
  auditor: '71',
  /** Commissaire aux comptes suppléant */
  substituteAuditor: '72',
  /** Président de SAS */
  sasPresident: '73',
  /** Associé indéfiniment et solidairement responsable */
  jointlyLiablePartner: '74',
  /** Associé indéfiniment responsable */
  liablePartner: '75',
  /** Vice-Président */
  vicePresident: '110',
  /** Président */
  president: '205',
  /** Trésorier */
  treasurer: '207',
  /** Secrétaire */
  secretary: '208',
} as const;

export type RoleCode = (typeof ROLE)[keyof typeof ROLE];

/** Labels of the codes above (for the data-format documentation and tests). */
export const ROLE_LABELS: Readonly<Record<RoleCode, string>> = {
  '30': 'Gérant',
  '29': 'Gérant et associé indéfiniment responsable',
  '40': 'Liquidateur',
  '51': 'Président du conseil d’administration',
  '53': 'Directeur Général',
  '60': 'Président du conseil d’administration et directeur général',
  '65': 'Administrateur',
  '70': 'Directeur général délégué',
  '71': 'Commissaire aux comptes titulaire',
  '72': 'Commissaire aux comptes suppléant',
  '73': 'Président de SAS',
  '74': 'Associé indéfiniment et solidairement responsable',
  '75': 'Associé indéfiniment responsable',
  '110': 'Vice-Président',
  '205': 'Président',
  '207': 'Trésorier',
  '208': 'Secrétaire',
};

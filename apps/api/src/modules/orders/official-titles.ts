/**
 * What we call a document its official source delivered: the title shown on the verification page (the
 * source's own name for it) and the stem of its file name. The bytes are the source's, unchanged.
 */
export const OFFICIAL_TITLES: Readonly<Record<string, { title: string; stem: string }>> = {
  'sirene-situations': { title: 'Avis de situation au répertoire Sirene (Insee)', stem: 'avis-situation-sirene' },
  'ape-codes': { title: 'Avis de situation au répertoire Sirene (Insee)', stem: 'avis-situation-sirene' },
  'commercial-advertisements': { title: 'Annonce publiée au BODACC (DILA)', stem: 'annonce-bodacc' },
  'rne-extracts': { title: 'Attestation d’immatriculation au Registre national des entreprises (INPI)', stem: 'attestation-rne' },
  acts: { title: 'Acte déposé au Registre national des entreprises (INPI)', stem: 'acte-rne' },
  'balance-sheets': { title: 'Comptes annuels déposés au Registre national des entreprises (INPI)', stem: 'comptes-annuels-rne' },
};

/**
 * The body of each letter template (`LETTER_TEMPLATES` ids). `{company}` is the recipient's
 * name, `{reference}`, `{amount}` and `{details}` what the sender typed (a bracketed
 * placeholder to fill in the DOCX otherwise).
 */
export const LETTER_TEXTS: Record<string, { title: string; subject: string; paragraphs: string[] }> = {
  'declaration-de-creance': {
    title: 'Déclaration de créance',
    subject: 'Déclaration de créance — procédure collective ouverte à l’encontre de {company}',
    paragraphs: [
      'Maître,',
      'Une procédure collective a été ouverte à l’encontre de la société {company}, publiée au BODACC. Je vous déclare, par la présente, la créance que je détiens sur cette société, conformément aux articles L.622-24 et suivants du Code de commerce.',
      'Montant de la créance : {amount}, dont le détail est le suivant : {details}. Référence : {reference}.',
      'Vous trouverez ci-joint les pièces justificatives (factures, bons de commande, contrat). Je certifie sincère et véritable la créance déclarée.',
      'Je vous prie d’agréer, Maître, l’expression de mes salutations distinguées.',
    ],
  },
  'mise-en-demeure-de-payer': {
    title: 'Mise en demeure de payer',
    subject: 'Mise en demeure de payer — facture {reference}',
    paragraphs: [
      'Madame, Monsieur,',
      'Malgré ma relance, la somme de {amount} due au titre de la facture {reference} reste impayée à ce jour ({details}).',
      'Par la présente, je vous mets en demeure de me régler cette somme dans un délai de huit jours à compter de la réception de ce courrier. À défaut, je saisirai la juridiction compétente, sans autre avis, afin d’obtenir le paiement des sommes dues, augmentées des intérêts de retard et de l’indemnité forfaitaire pour frais de recouvrement de 40 € (article L.441-10 du Code de commerce).',
      'Je vous prie d’agréer, Madame, Monsieur, mes salutations distinguées.',
    ],
  },
  'relance-facture-impayee': {
    title: 'Relance de facture impayée',
    subject: 'Relance — facture {reference} arrivée à échéance',
    paragraphs: [
      'Madame, Monsieur,',
      'Sauf erreur de notre part, la facture {reference} d’un montant de {amount} n’a pas été réglée à son échéance ({details}).',
      'Nous vous remercions de bien vouloir procéder à son règlement dans les meilleurs délais. Si ce paiement a été effectué entre-temps, nous vous prions de ne pas tenir compte de ce courrier.',
      'Nous vous prions d’agréer, Madame, Monsieur, nos salutations distinguées.',
    ],
  },
  reclamation: {
    title: 'Réclamation',
    subject: 'Réclamation — commande ou prestation {reference}',
    paragraphs: [
      'Madame, Monsieur,',
      'La commande ou la prestation {reference} ne correspond pas à ce qui était convenu : {details}.',
      'Je vous demande d’y remédier dans un délai de quinze jours, par la réparation, le remplacement ou le remboursement de la somme de {amount}.',
      'Je vous prie d’agréer, Madame, Monsieur, mes salutations distinguées.',
    ],
  },
  'resiliation-de-contrat': {
    title: 'Résiliation de contrat',
    subject: 'Résiliation du contrat {reference}',
    paragraphs: [
      'Madame, Monsieur,',
      'Par la présente, je vous notifie ma décision de résilier le contrat {reference}, dans le respect du préavis prévu au contrat ({details}).',
      'Je vous remercie de me confirmer la date de fin du contrat et l’arrêt de tout prélèvement à compter de celle-ci.',
      'Je vous prie d’agréer, Madame, Monsieur, mes salutations distinguées.',
    ],
  },
  'demande-de-remboursement': {
    title: 'Demande de remboursement',
    subject: 'Demande de remboursement — {reference}',
    paragraphs: [
      'Madame, Monsieur,',
      'Je vous demande le remboursement de la somme de {amount}, versée au titre de {reference} : {details}.',
      'Je vous remercie de procéder à ce remboursement dans un délai de quatorze jours, par le moyen de paiement utilisé lors du versement.',
      'Je vous prie d’agréer, Madame, Monsieur, mes salutations distinguées.',
    ],
  },
  'demande-de-documents': {
    title: 'Demande de documents',
    subject: 'Demande de communication de documents',
    paragraphs: [
      'Madame, Monsieur,',
      'Je vous prie de bien vouloir me communiquer les documents suivants concernant la société {company} : {details}.',
      'En qualité d’associé, les articles L.223-26 et R.223-15 (SARL) ou L.225-117 (SA) du Code de commerce me donnent droit à cette communication. Référence : {reference}.',
      'Je vous prie d’agréer, Madame, Monsieur, mes salutations distinguées.',
    ],
  },
  'demande-documents-de-fin-de-contrat': {
    title: 'Demande de documents de fin de contrat',
    subject: 'Demande de remise des documents de fin de contrat',
    paragraphs: [
      'Madame, Monsieur,',
      'Mon contrat de travail au sein de la société {company} a pris fin ({details}). À ce jour, les documents de fin de contrat ne m’ont pas été remis.',
      'Je vous demande de me transmettre le certificat de travail (art. L.1234-19 du Code du travail), l’attestation destinée à France Travail (art. R.1234-9) et le reçu pour solde de tout compte (art. L.1234-20).',
      'Je vous prie d’agréer, Madame, Monsieur, mes salutations distinguées.',
    ],
  },
  'courrier-au-liquidateur': {
    title: 'Courrier au liquidateur',
    subject: 'Liquidation de la société {company} — {reference}',
    paragraphs: [
      'Maître,',
      'Je me permets de vous écrire au sujet de la liquidation de la société {company}. {details}',
      'Je vous remercie de m’indiquer l’état de la procédure et, le cas échéant, la suite réservée à ma créance de {amount}.',
      'Je vous prie d’agréer, Maître, l’expression de mes salutations distinguées.',
    ],
  },
};

/** French names of the company event kinds, for the mails and exports the API writes itself. */
export const EVENT_LABELS: Record<string, string> = {
  closed: 'Cessation d’activité',
  reopened: 'Reprise d’activité',
  renamed: 'Changement de dénomination',
  head_office_moved: 'Transfert du siège',
  activity_changed: 'Changement d’activité (code NAF)',
  legal_form_changed: 'Changement de forme juridique',
  capital_changed: 'Modification du capital',
  director_appointed: 'Nomination d’un dirigeant',
  director_left: 'Départ d’un dirigeant',
  announcement_published: 'Nouvelle annonce BODACC',
  insolvency_opened: 'Ouverture d’une procédure collective',
  insolvency_changed: 'Évolution d’une procédure collective',
  accounts_filed: 'Nouveaux comptes annuels',
};

export const eventLabel = (kind: string): string => EVENT_LABELS[kind] ?? kind;

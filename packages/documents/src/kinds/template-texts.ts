/**
 * Generic documents (`POST /api/document/{documentId}/order`): a title and paragraphs whose
 * `{field}` placeholders take the order's fields (a bracketed placeholder when missing).
 */
export const TEMPLATE_TEXTS: Record<string, { title: string; paragraphs: string[] }> = {
  'attestation-hebergement': {
    title: "Attestation d'hébergement",
    paragraphs: [
      'Je soussigné(e) {hostName}, demeurant {hostAddress}, atteste sur l’honneur héberger à mon domicile {guestName} depuis le {since}.',
      'Cette attestation est établie pour servir et valoir ce que de droit.',
      'Fait à {place}, le {date}.',
    ],
  },
  'attestation-sur-honneur': {
    title: "Attestation sur l'honneur",
    paragraphs: ['Je soussigné(e) {name}, demeurant {address}, atteste sur l’honneur que {statement}.', 'Fait à {place}, le {date}.'],
  },
  'certificat-travail': {
    title: 'Certificat de travail',
    paragraphs: [
      'Je soussigné(e) {employerName}, {employerRole} de la société {companyName}, certifie que {employeeName} a été employé(e) du {startDate} au {endDate} en qualité de {position}.',
      '{employeeName} nous quitte libre de tout engagement.',
      'Fait à {place}, le {date}.',
    ],
  },
  'lettre-demission': {
    title: 'Lettre de démission',
    paragraphs: [
      'Madame, Monsieur,',
      'Je vous informe de ma décision de démissionner du poste de {position} que j’occupe depuis le {startDate}. Mon préavis de {notice} débutera à la réception de ce courrier.',
      'Je vous prie d’agréer, Madame, Monsieur, mes salutations distinguées.',
    ],
  },
  'lettre-mise-en-demeure': {
    title: 'Lettre de mise en demeure',
    paragraphs: [
      'Madame, Monsieur,',
      'Je vous mets en demeure de {obligation} dans un délai de {delay} à compter de la réception de ce courrier. À défaut, j’engagerai toute action utile.',
      'Je vous prie d’agréer, Madame, Monsieur, mes salutations distinguées.',
    ],
  },
  'confirmation-of-the-end-of-the-probationary-period': {
    title: "Confirmation de fin de période d'essai",
    paragraphs: [
      'Madame, Monsieur,',
      'Nous avons le plaisir de vous confirmer que votre période d’essai au poste de {position}, commencée le {startDate}, a pris fin le {endDate}. Votre contrat se poursuit sans changement.',
      'Fait à {place}, le {date}.',
    ],
  },
  'commercial-lease-agreement': {
    title: 'Bail commercial',
    paragraphs: [
      'Entre {landlord}, bailleur, et {tenant}, preneur, il est convenu un bail commercial portant sur les locaux situés {premises}, pour une durée de neuf années à compter du {startDate} (articles L.145-1 et suivants du Code de commerce).',
      'Le loyer annuel est fixé à {rent}, payable {paymentTerms}. Activité autorisée : {activity}.',
      'Fait à {place}, le {date}, en deux exemplaires.',
    ],
  },
  contact: {
    title: 'Courrier',
    paragraphs: ['{body}'],
  },
};

import { partyFields, yourselfFields } from './party-fields';
import { checked, unchecked } from './legal-reference';
import { companyFields, placeDate, placeDateFields, recipientLines, senderFields, senderLines, senderSignature } from './common-parts';
import type { LetterTemplateSpec } from './letter-template-spec';

const TO_COMPANY_STEPS = ['Le destinataire', 'Vous', 'Le contenu', 'Lieu et date'] as const;
const GREETING = 'Madame, Monsieur,';
const CLOSING = 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.';
const REGISTERED = 'Lettre recommandée avec demande d’avis de réception';
const recipient = companyFields(0, { signatory: 'addressee', identity: false });

/**
 * The letters the company page offered before the catalogue (kind `letters`), written again as
 * catalogue templates: addressed to the company, whose identity the register fills.
 */
export const COMPANY_PAGE_TEMPLATES: readonly LetterTemplateSpec[] = [
  {
    id: 'reclamation',
    group: 'commercial',
    title: 'Réclamation',
    summary: 'Signaler à une entreprise qu’une commande ou une prestation ne correspond pas à ce qui était convenu, et demander qu’elle y remédie.',
    useWhen: 'Un bien livré est défectueux ou non conforme, ou une prestation a été mal exécutée.',
    avoidWhen: 'Une première réclamation est restée sans réponse : passez à la mise en demeure.',
    legal: {
      references: [checked('Code civil, art. 1217 (sanctions de l’inexécution)', 'https://circulaire.legifrance.gouv.fr/codes/section_lc/LEGITEXT000006070721/LEGISCTA000006150254/2021-07-27/?anchor=LEGIARTI000032041431'), unchecked('Code de la consommation, art. L.217-3 et suivants (garantie légale de conformité, entre un professionnel et un consommateur)')],
      summary: 'La partie envers laquelle un engagement n’a pas été exécuté, ou l’a été imparfaitement, peut en demander l’exécution en nature, une réduction du prix, la résolution du contrat ou réparation. Un consommateur bénéficie en outre de la garantie légale de conformité pendant deux ans après la délivrance du bien.',
      cited: ['1217'],
    },
    companyParty: 'l’entreprise',
    steps: TO_COMPANY_STEPS,
    fields: [
      ...recipient,
      ...senderFields(1),
      { name: 'reference', label: 'Référence de la commande ou du contrat', type: 'text', required: true, step: 2, max: 80 },
      { name: 'orderDate', label: 'Date de la commande', type: 'date', required: false, step: 2 },
      { name: 'problem', label: 'Ce qui ne va pas', type: 'textarea', required: true, step: 2, max: 1500 },
      {
        name: 'remedy',
        label: 'Ce que vous demandez',
        type: 'choice',
        required: true,
        step: 2,
        options: [
          { value: 'repair', label: 'la réparation ou le remplacement' },
          { value: 'refund', label: 'le remboursement' },
          { value: 'discount', label: 'une réduction du prix' },
        ],
      },
      { name: 'amount', label: 'Montant concerné (€)', type: 'amount', required: false, step: 2 },
      { name: 'consumer', label: 'Vous êtes un consommateur (garantie légale de conformité)', type: 'flag', required: false, step: 2 },
      ...placeDateFields(3),
    ],
    write: (v) => ({
      title: 'Réclamation',
      from: senderLines(v),
      to: recipientLines(v),
      placeDate: placeDate(v),
      sendMode: REGISTERED,
      subject: `Réclamation — commande ${v.text('reference')}`,
      paragraphs: [
        GREETING,
        `La commande ${v.text('reference')}${v.has('orderDate') ? ` passée le ${v.date('orderDate')}` : ''} ne correspond pas à ce qui était convenu : ${v.text('problem')}`,
        `En application de l’article 1217 du Code civil${v.has('consumer') ? ' et de la garantie légale de conformité des articles L.217-3 et suivants du Code de la consommation' : ''}, je vous demande ${v.choice('remedy')}${v.has('amount') ? `, pour un montant de ${v.money('amount')}` : ''}, dans un délai de quinze jours à compter de la réception de ce courrier.`,
        'Je vous remercie de me faire connaître la suite que vous réserverez à cette demande.',
        CLOSING,
      ],
      signature: senderSignature(v),
    }),
  },
  {
    id: 'demande-de-remboursement',
    group: 'commercial',
    title: 'Demande de remboursement',
    summary: 'Demander à une entreprise de rendre une somme versée à tort, en double ou pour une prestation qui n’a pas eu lieu.',
    useWhen: 'Vous avez payé une somme qui n’était pas due : double prélèvement, commande annulée, acompte d’une prestation non fournie.',
    avoidWhen: 'La somme est due mais le service a été mal rendu : faites d’abord une réclamation.',
    legal: {
      references: [checked('Code civil, art. 1302 et 1302-1 (restitution de ce qui a été reçu sans être dû)', 'https://tricoteuses.fr/legifrance/sections/LEGISCTA000032023808'), unchecked('Code de la consommation, art. L.221-24 (remboursement sous quatorze jours après une rétractation)')],
      summary: 'Tout paiement suppose une dette : ce qui a été reçu sans être dû doit être restitué. Après la rétractation d’un consommateur, le professionnel rembourse la totalité des sommes versées au plus tard dans les quatorze jours.',
      cited: ['1302'],
    },
    companyParty: 'l’entreprise',
    steps: TO_COMPANY_STEPS,
    fields: [
      ...recipient,
      ...senderFields(1),
      { name: 'amount', label: 'Somme à rembourser (€)', type: 'amount', required: true, step: 2 },
      { name: 'paymentDate', label: 'Date du paiement', type: 'date', required: false, step: 2 },
      { name: 'reference', label: 'Référence (facture, commande, contrat)', type: 'text', required: true, step: 2, max: 80 },
      { name: 'reason', label: 'Pourquoi cette somme n’est pas due', type: 'textarea', required: true, step: 2, max: 1500 },
      { name: 'bankDetails', label: 'Coordonnées bancaires pour le remboursement', type: 'text', required: false, step: 2, max: 200 },
      ...placeDateFields(3),
    ],
    write: (v) => ({
      title: 'Demande de remboursement',
      from: senderLines(v),
      to: recipientLines(v),
      placeDate: placeDate(v),
      sendMode: REGISTERED,
      subject: `Demande de remboursement — ${v.text('reference')}`,
      paragraphs: [
        GREETING,
        `${v.has('paymentDate') ? `Le ${v.date('paymentDate')}, j’ai` : 'J’ai'} versé la somme de ${v.money('amount')} au titre de ${v.text('reference')}. Cette somme ne vous était pas due : ${v.text('reason')}`,
        `Ce qui a été reçu sans être dû devant être restitué (articles 1302 et 1302-1 du Code civil), je vous demande de me rembourser cette somme dans un délai de quatorze jours${v.has('bankDetails') ? `, par virement sur le compte suivant : ${v.text('bankDetails')}` : ', par le moyen de paiement utilisé lors du versement'}.`,
        CLOSING,
      ],
      signature: senderSignature(v),
    }),
  },
  {
    id: 'demande-de-documents',
    group: 'company-life',
    title: 'Demande de documents d’associé',
    summary: 'Demander à la société dont vous êtes associé la communication des comptes, rapports et procès-verbaux auxquels la loi vous donne accès.',
    useWhen: 'Vous êtes associé d’une SARL ou actionnaire d’une SA et voulez consulter ou recevoir les documents sociaux.',
    avoidWhen: 'Vous n’êtes pas associé : les comptes déposés au greffe sont publics et se consultent sans demande.',
    legal: {
      references: [
        checked('Code de commerce, art. L.223-26 et R.223-15 (SARL : documents adressés avant l’assemblée et droit permanent de communication)', 'http://www.le-droit-des-affaires.com/droit-d-information-des-associes-d-une-sarl-article272.html'),
        unchecked('Code de commerce, art. L.225-115 à L.225-117 (SA : droit de communication des actionnaires)'),
      ],
      summary: 'L’associé de SARL reçoit avant l’assemblée annuelle les comptes, le rapport de gestion et le texte des résolutions, et peut à tout moment prendre connaissance des documents des trois derniers exercices. L’actionnaire de SA a un droit comparable de communication.',
      cited: ['L.223-26', 'L.225-115'],
    },
    companyParty: 'la société',
    steps: ['La société', 'Vous', 'Les documents', 'Lieu et date'],
    fields: [
      ...recipient,
      ...senderFields(1),
      {
        name: 'companyType',
        label: 'Forme de la société',
        type: 'choice',
        required: true,
        step: 2,
        options: [
          { value: 'sarl', label: 'SARL' },
          { value: 'sa', label: 'SA' },
        ],
      },
      { name: 'shares', label: 'Nombre de parts ou d’actions détenues', type: 'integer', required: false, step: 2 },
      { name: 'documents', label: 'Documents demandés', type: 'textarea', required: true, step: 2, max: 1500, help: 'Par exemple : comptes annuels, rapports de gestion et procès-verbaux des exercices 2023 à 2025' },
      ...placeDateFields(3),
    ],
    write: (v) => {
      const sa = v.is('companyType', 'sa');
      return {
        title: 'Demande de communication de documents',
        from: senderLines(v),
        to: recipientLines(v),
        placeDate: placeDate(v),
        sendMode: REGISTERED,
        subject: `Communication de documents à un ${sa ? 'actionnaire' : 'associé'}`,
        paragraphs: [
          GREETING,
          `En ma qualité d’${sa ? 'actionnaire' : 'associé'} de la société ${v.text('companyName')}${v.has('shares') ? `, titulaire de ${v.text('shares')} ${sa ? 'actions' : 'parts sociales'}` : ''}, je vous prie de bien vouloir me communiquer les documents suivants : ${v.text('documents')}`,
          sa
            ? 'Cette demande est faite en application des articles L.225-115 à L.225-117 du Code de commerce.'
            : 'Cette demande est faite en application de l’article L.223-26 et de l’article R.223-15 du Code de commerce, qui permettent à l’associé de prendre connaissance à tout moment des documents des trois derniers exercices.',
          'Je vous remercie de m’indiquer la date à laquelle ces documents seront tenus à ma disposition ou de me les adresser.',
          CLOSING,
        ],
        signature: senderSignature(v),
      };
    },
  },
  {
    id: 'demande-documents-de-fin-de-contrat',
    group: 'employment',
    title: 'Demande de documents de fin de contrat',
    summary: 'Réclamer à son ancien employeur le certificat de travail, l’attestation France Travail et le reçu pour solde de tout compte.',
    useWhen: 'Votre contrat a pris fin et ces documents ne vous ont pas été remis.',
    avoidWhen: 'Votre contrat n’a pas encore pris fin : les documents se remettent à son terme.',
    legal: {
      references: [checked('Code du travail, art. L.1234-19 (certificat de travail)', 'https://www.claloi.info/le-depart-de-l-entreprise/les-documents-a-remettre-au-salarie/le-certificat-de-travail'), unchecked('Code du travail, art. R.1234-9 (attestation destinée à France Travail)'), checked('Code du travail, art. L.1234-20 (reçu pour solde de tout compte)', 'http://www.syndicat-7s.fr/index.php?option=com_content&view=article&id=1778:recu-solde-tout-compte&catid=32&Itemid=212')],
      summary: 'À la fin du contrat, l’employeur remet au salarié un certificat de travail, l’attestation qui lui permet de faire valoir ses droits auprès de France Travail, et le reçu pour solde de tout compte qui fait l’inventaire des sommes versées.',
      cited: ['L.1234-19'],
    },
    companyParty: 'l’employeur',
    steps: ['L’employeur', 'Vous', 'Votre contrat', 'Lieu et date'],
    fields: [
      ...recipient,
      ...yourselfFields('sender', 1),
      { name: 'position', label: 'Poste occupé', type: 'text', required: true, step: 2, max: 120 },
      { name: 'endDate', label: 'Date de fin du contrat', type: 'date', required: true, step: 2 },
      ...placeDateFields(3),
    ],
    write: (v) => ({
      title: 'Demande de documents de fin de contrat',
      from: [v.text('senderName'), v.text('senderAddress')],
      to: recipientLines(v),
      placeDate: placeDate(v),
      sendMode: REGISTERED,
      subject: 'Remise de mes documents de fin de contrat',
      paragraphs: [
        GREETING,
        `Mon contrat de travail au poste de ${v.text('position')} a pris fin le ${v.date('endDate')}. À ce jour, les documents de fin de contrat ne m’ont pas été remis.`,
        'Je vous demande de me transmettre sans délai le certificat de travail (article L.1234-19 du Code du travail), l’attestation destinée à France Travail (article R.1234-9) et le reçu pour solde de tout compte (article L.1234-20).',
        CLOSING,
      ],
      signature: [v.text('senderName'), 'Signature'],
    }),
  },
  {
    id: 'courrier-au-liquidateur',
    group: 'commercial',
    title: 'Courrier au liquidateur',
    summary: 'Écrire au liquidateur d’une entreprise en liquidation judiciaire : savoir où en est la procédure et ce que devient votre créance.',
    useWhen: 'Une entreprise qui vous doit de l’argent, ou avec qui vous aviez un contrat, est en liquidation judiciaire.',
    avoidWhen: 'Vous n’avez pas encore déclaré votre créance et le délai de deux mois court encore : faites d’abord la déclaration de créance.',
    legal: {
      references: [checked('Code de commerce, art. L.641-3 (déclaration des créances en liquidation)', 'https://infogreffe.fr/guide-des-formalites/entreprises-en-difficulte/procedures-collectives/declaration-d-une-creance-au-mandataire-judiciaire'), unchecked('Code de commerce, art. L.641-4 (mission du liquidateur)'), checked('Code de commerce, art. L.622-24 (déclaration des créances)', 'https://infogreffe.fr/guide-des-formalites/entreprises-en-difficulte/procedures-collectives/declaration-d-une-creance-au-mandataire-judiciaire')],
      summary: 'En liquidation judiciaire, le liquidateur réalise les biens de l’entreprise et règle les créanciers selon leur rang. Les créances se déclarent auprès de lui dans les deux mois de la publication du jugement au BODACC.',
      cited: ['L.641-3'],
    },
    companyParty: 'l’entreprise en liquidation',
    steps: ['L’entreprise et le liquidateur', 'Vous', 'Votre demande', 'Lieu et date'],
    fields: [
      ...companyFields(0, { signatory: 'none', identity: false }),
      ...partyFields('liquidator', 0, { name: 'Liquidateur', address: 'Adresse du liquidateur' }),
      ...senderFields(1),
      { name: 'claimDeclared', label: 'Vous avez déclaré votre créance', type: 'flag', required: false, step: 2 },
      { name: 'amount', label: 'Montant de votre créance (€)', type: 'amount', required: false, step: 2 },
      { name: 'request', label: 'Votre demande', type: 'textarea', required: true, step: 2, max: 1500 },
      ...placeDateFields(3),
    ],
    write: (v) => ({
      title: 'Courrier au liquidateur',
      from: senderLines(v),
      to: [v.text('liquidatorName'), v.text('liquidatorAddress')],
      placeDate: placeDate(v),
      sendMode: null,
      subject: `Liquidation judiciaire de ${v.text('companyName')}`,
      paragraphs: [
        'Maître,',
        `Je me permets de vous écrire au sujet de la liquidation judiciaire de ${v.text('companyName')}${v.has('companySiren') ? ` (SIREN ${v.text('companySiren')})` : ''}, dont vous avez été désigné liquidateur.`,
        v.has('claimDeclared')
          ? `J’ai déclaré ma créance${v.has('amount') ? `, d’un montant de ${v.money('amount')},` : ''} conformément à l’article L.641-3 du Code de commerce.`
          : `Je détiens sur cette entreprise une créance${v.has('amount') ? ` de ${v.money('amount')}` : ''}, que je souhaite déclarer conformément à l’article L.641-3 du Code de commerce.`,
        v.text('request'),
        'Je vous remercie de m’indiquer l’état de la procédure et la suite réservée à ma créance.',
        'Je vous prie d’agréer, Maître, l’expression de mes salutations distinguées.',
      ],
      signature: senderSignature(v),
    }),
  },
];

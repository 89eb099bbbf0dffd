import { partyFields } from './party-fields';
import { checked } from './legal-reference';
import { companyFields, deed, placeDate, placeDateFields, recipientLines, senderFields, senderLines, senderSignature } from './common-parts';
import type { LetterTemplateSpec } from './letter-template-spec';
import type { LetterValues } from './letter-values';

const TO_COMPANY_STEPS = ['Le destinataire', 'Vous', 'Le contenu', 'Lieu et date'] as const;
const GREETING = 'Madame, Monsieur,';
const CLOSING = 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.';
const REGISTERED = 'Lettre recommandée avec demande d’avis de réception';

/** `la somme de 1 200,00 €, due au titre de la facture F-102 échue le 5 mars 2026`, from what is known. */
function sumOwed(v: LetterValues): string {
  return [
    `la somme de ${v.money('amount')}`,
    v.has('invoiceRef') ? `, due au titre de la facture ${v.text('invoiceRef')}` : '',
    v.has('dueDate') ? `${v.has('invoiceRef') ? '' : ','} échue le ${v.date('dueDate')}` : '',
  ].join('');
}

/** Letters between businesses, and to recover what is owed. */
export const COMMERCIAL_TEMPLATES: readonly LetterTemplateSpec[] = [
  {
    id: 'contact',
    group: 'commercial',
    title: 'Courrier de prise de contact',
    summary: 'Une première lettre à une entreprise : se présenter, dire ce que l’on propose ou demande, et ouvrir la discussion.',
    useWhen: 'Vous écrivez pour la première fois à une entreprise : proposition de partenariat, demande d’information, candidature spontanée de fournisseur.',
    avoidWhen: 'Vous voulez faire une offre ferme qui engage dès l’acceptation : il faut alors décrire tous les éléments essentiels du contrat.',
    legal: {
      references: [checked('Code civil, art. 1113 (formation du contrat)', 'https://www.legifrance.gouv.fr/codes/section_lc/LEGITEXT000006070721/LEGISCTA000032007103/?anchor=LEGIARTI000032040886'), checked('Code civil, art. 1114 (offre et invitation à négocier)', 'https://www.legifrance.gouv.fr/codes/section_lc/LEGITEXT000006070721/LEGISCTA000032007103/?anchor=LEGIARTI000032040886')],
      summary: 'Une proposition qui ne comprend pas les éléments essentiels du contrat envisagé, ou qui n’exprime pas la volonté d’être lié en cas d’acceptation, n’est qu’une invitation à entrer en négociation : le courrier le précise pour éviter tout malentendu.',
      cited: ['1114'],
    },
    companyParty: 'le destinataire',
    steps: TO_COMPANY_STEPS,
    fields: [
      ...companyFields(0, { signatory: 'addressee', identity: false }),
      ...senderFields(1),
      { name: 'subject', label: 'Objet du courrier', type: 'text', required: true, step: 2, max: 160 },
      { name: 'message', label: 'Votre message', type: 'textarea', required: true, step: 2, max: 2000 },
      { name: 'meetingWish', label: 'Proposer un rendez-vous', type: 'flag', required: false, step: 2 },
      ...placeDateFields(3),
    ],
    write: (v) => ({
      title: 'Courrier de prise de contact',
      from: senderLines(v),
      to: recipientLines(v),
      placeDate: placeDate(v),
      sendMode: null,
      subject: v.text('subject'),
      paragraphs: [
        GREETING,
        v.text('message'),
        v.has('meetingWish') ? 'Je serais heureux de vous présenter ma démarche de vive voix, lors d’un rendez-vous à votre convenance.' : '',
        `Ce courrier constitue une invitation à entrer en négociation, et non une offre au sens de l’article 1114 du Code civil.${v.has('senderEmail') ? ` Vous pouvez me répondre à l’adresse ${v.text('senderEmail')}.` : ''}`,
        CLOSING,
      ],
      signature: senderSignature(v),
    }),
  },
  {
    id: 'lettre-mise-en-demeure',
    group: 'commercial',
    title: 'Lettre de mise en demeure',
    summary: 'Exiger formellement l’exécution d’une obligation (payer, livrer, réparer) dans un délai, avant d’agir en justice.',
    useWhen: 'Les relances amiables sont restées sans effet et vous voulez faire courir les intérêts et préparer une action.',
    avoidWhen: 'Le débiteur est en redressement ou en liquidation judiciaire : il faut déclarer la créance au mandataire.',
    legal: {
      references: [
        checked('Code civil, art. 1344 (mise en demeure)', 'https://www.legifrance.gouv.fr/affichCode.do?idArticle=LEGIARTI000032042162&idSectionTA=LEGISCTA000032035271&cidTexte=LEGITEXT000006070721&dateTexte=20170619'),
        checked('Code civil, art. 1344-1 (intérêts moratoires)', 'https://www.legifrance.gouv.fr/affichCode.do?idArticle=LEGIARTI000032042162&idSectionTA=LEGISCTA000032035271&cidTexte=LEGITEXT000006070721&dateTexte=20170619'),
        checked('Code civil, art. 1231-6 (intérêts au taux légal)', 'https://www.manuels-de-droit.fr/droit-des-obligations/fiches/mise-en-demeure-droit-prive/'),
        checked('Code de commerce, art. L.441-10 et D.441-5 (pénalités et indemnité de 40 € entre professionnels)', 'https://livv.eu/glossaire/penalites-de-retard'),
        checked('Code de procédure civile, art. 1405 et suivants (injonction de payer)', 'https://kohenavocats.fr/2024/12/22/article-1405-du-code-de-procedure-civile'),
      ],
      summary: 'La mise en demeure est l’interpellation suffisante du débiteur : elle fait courir les intérêts moratoires d’une somme d’argent et ouvre les recours (exécution forcée, résolution, injonction de payer). Entre professionnels, le retard rend en outre exigibles des pénalités et une indemnité forfaitaire de 40 €.',
      cited: ['1344'],
    },
    companyParty: 'le débiteur',
    steps: TO_COMPANY_STEPS,
    fields: [
      ...companyFields(0, { signatory: 'addressee', identity: false }),
      ...senderFields(1),
      {
        name: 'obligationType',
        label: 'Ce qui est dû',
        type: 'choice',
        required: true,
        step: 2,
        options: [
          { value: 'payment', label: 'Le paiement d’une somme' },
          { value: 'performance', label: 'L’exécution d’une prestation ou d’une livraison' },
        ],
      },
      { name: 'amount', label: 'Montant dû (€)', type: 'amount', required: false, step: 2 },
      { name: 'invoiceRef', label: 'Numéro de facture', type: 'text', required: false, step: 2, max: 60 },
      { name: 'dueDate', label: 'Date d’échéance', type: 'date', required: false, step: 2 },
      { name: 'obligation', label: 'Ce que le destinataire doit faire', type: 'textarea', required: true, step: 2, max: 1500, help: 'Par exemple : livrer les 40 chaises commandées le 2 février 2026 (bon de commande n° 118)' },
      { name: 'deadlineDays', label: 'Délai accordé (en jours)', type: 'integer', required: true, step: 2 },
      { name: 'professional', label: 'Le destinataire et vous êtes des professionnels (pénalités et indemnité de 40 €)', type: 'flag', required: false, step: 2 },
      ...placeDateFields(3),
    ],
    write: (v) => {
      const payment = v.is('obligationType', 'payment');
      return {
        title: 'Mise en demeure',
        from: senderLines(v),
        to: recipientLines(v),
        placeDate: placeDate(v),
        sendMode: REGISTERED,
        subject: payment ? 'Mise en demeure de payer' : 'Mise en demeure d’exécuter',
        paragraphs: [
          GREETING,
          payment && v.has('amount') ? `Malgré mes demandes, ${sumOwed(v)}, reste impayée à ce jour.` : '',
          `Par la présente, et conformément à l’article 1344 du Code civil, je vous mets en demeure de ${v.text('obligation')}, dans un délai de ${v.text('deadlineDays')} jours à compter de la réception de ce courrier.`,
          payment ? 'Cette mise en demeure fait courir les intérêts moratoires au taux légal sur les sommes dues (articles 1231-6 et 1344-1 du Code civil).' : '',
          payment && v.has('professional')
            ? 'S’agissant d’une créance entre professionnels, des pénalités de retard sont en outre exigibles de plein droit, ainsi qu’une indemnité forfaitaire pour frais de recouvrement de 40 € (articles L.441-10 et D.441-5 du Code de commerce).'
            : '',
          `À défaut d’exécution dans ce délai, je saisirai la juridiction compétente, sans autre avis${payment ? ', notamment par une requête en injonction de payer' : ''}, afin d’obtenir ${payment ? 'le paiement des sommes dues' : 'l’exécution de vos obligations ou la résolution du contrat'} et la réparation de mon préjudice.`,
          CLOSING,
        ],
        signature: senderSignature(v),
      };
    },
  },
  {
    id: 'relance-facture-impayee',
    group: 'commercial',
    title: 'Relance de facture impayée',
    summary: 'Rappeler courtoisement à un client professionnel une facture échue, avec les pénalités que la loi prévoit.',
    useWhen: 'Une facture adressée à un professionnel a dépassé son échéance de quelques jours ou semaines.',
    avoidWhen: 'Les relances sont restées sans réponse : passez à la mise en demeure.',
    legal: {
      references: [checked('Code de commerce, art. L.441-9 (mentions de la facture)', 'https://cadra.fr/professionnels-attention-aux-mentions-obligatoires-sur-les-factures/'), checked('Code de commerce, art. L.441-10 (délais de paiement et pénalités)', 'https://jcl06.fr/les-interets-de-retard/'), checked('Code de commerce, art. D.441-5 (indemnité forfaitaire de 40 €)', 'https://livv.eu/glossaire/penalites-de-retard')],
      summary: 'Entre professionnels, tout retard de paiement rend exigibles, sans rappel, des pénalités de retard (à défaut de taux convenu, le taux de la BCE majoré de dix points, au moins trois fois le taux d’intérêt légal) et une indemnité forfaitaire de 40 € pour frais de recouvrement.',
      cited: ['L.441-10'],
    },
    companyParty: 'le client',
    steps: TO_COMPANY_STEPS,
    fields: [
      ...companyFields(0, { signatory: 'addressee', identity: false }),
      ...senderFields(1),
      { name: 'invoiceRef', label: 'Numéro de facture', type: 'text', required: true, step: 2, max: 60 },
      { name: 'invoiceDate', label: 'Date de la facture', type: 'date', required: false, step: 2 },
      { name: 'amount', label: 'Montant TTC restant dû (€)', type: 'amount', required: true, step: 2 },
      { name: 'dueDate', label: 'Date d’échéance', type: 'date', required: true, step: 2 },
      { name: 'penaltyRate', label: 'Taux des pénalités prévu à vos conditions', type: 'text', required: false, step: 2, max: 80 },
      { name: 'paymentDetails', label: 'Vos coordonnées de paiement', type: 'text', required: false, step: 2, max: 200, help: 'Par exemple : IBAN FR76 …' },
      ...placeDateFields(3),
    ],
    write: (v) => ({
      title: 'Relance de facture impayée',
      from: senderLines(v),
      to: recipientLines(v),
      placeDate: placeDate(v),
      sendMode: null,
      subject: `Relance — facture ${v.text('invoiceRef')} échue le ${v.date('dueDate')}`,
      paragraphs: [
        GREETING,
        `Sauf erreur de notre part, la facture ${v.text('invoiceRef')}${v.has('invoiceDate') ? ` du ${v.date('invoiceDate')}` : ''}, d’un montant de ${v.money('amount')}, arrivée à échéance le ${v.date('dueDate')}, n’a pas encore été réglée.`,
        `Nous vous remercions de bien vouloir procéder à son règlement dans les meilleurs délais${v.has('paymentDetails') ? `, par virement sur le compte suivant : ${v.text('paymentDetails')}` : ''}.`,
        `Nous vous rappelons que, conformément à l’article L.441-10 du Code de commerce, tout retard de paiement rend exigibles de plein droit des pénalités de retard${v.has('penaltyRate') ? `, au taux de ${v.text('penaltyRate')} prévu à nos conditions,` : ''} ainsi qu’une indemnité forfaitaire de 40 € pour frais de recouvrement.`,
        'Si ce paiement a été effectué entre-temps, nous vous prions de ne pas tenir compte de ce courrier.',
        'Nous vous prions d’agréer, Madame, Monsieur, l’expression de nos salutations distinguées.',
      ],
      signature: senderSignature(v),
    }),
  },
  {
    id: 'declaration-de-creance',
    group: 'commercial',
    title: 'Déclaration de créance',
    summary: 'Déclarer au mandataire judiciaire ce que vous doit une entreprise en procédure collective, pour être payé dans la procédure.',
    useWhen: 'Votre client ou débiteur fait l’objet d’une sauvegarde, d’un redressement ou d’une liquidation judiciaire publiés au BODACC.',
    avoidWhen: 'Aucune procédure n’est ouverte : adressez une relance ou une mise en demeure à l’entreprise elle-même.',
    legal: {
      references: [
        checked('Code de commerce, art. L.622-24 (obligation de déclarer)', 'https://infogreffe.fr/guide-des-formalites/entreprises-en-difficulte/procedures-collectives/declaration-d-une-creance-au-mandataire-judiciaire'),
        checked('Code de commerce, art. L.622-25 (contenu de la déclaration)', 'https://infogreffe.fr/guide-des-formalites/entreprises-en-difficulte/procedures-collectives/declaration-d-une-creance-au-mandataire-judiciaire'),
        checked('Code de commerce, art. R.622-24 (délai de deux mois après la publication au BODACC)', 'https://maxenceperrinavocatdijon.fr/publications/entreprises-en-difficultes/quid-en-cas-de-mandataire-qui-ne-va-pas-chercher-une-declaration-de-creance'),
        checked('Code de commerce, art. L.641-3 (liquidation judiciaire)', 'https://infogreffe.fr/guide-des-formalites/entreprises-en-difficulte/procedures-collectives/declaration-d-une-creance-au-mandataire-judiciaire'),
      ],
      summary: 'Les créanciers déclarent leurs créances au mandataire judiciaire dans les deux mois de la publication du jugement d’ouverture au BODACC. La déclaration indique le montant dû et à échoir, les sûretés, et se fait avec les pièces justificatives ; hors délai, la créance est inopposable à la procédure sauf relevé de forclusion.',
      cited: ['L.622-24'],
    },
    companyParty: 'l’entreprise en procédure',
    steps: ['Le débiteur et la procédure', 'Vous', 'La créance', 'Lieu et date'],
    fields: [
      ...companyFields(0, { signatory: 'none', identity: false }),
      {
        name: 'procedure',
        label: 'Procédure ouverte',
        type: 'choice',
        required: true,
        step: 0,
        options: [
          { value: 'sauvegarde', label: 'sauvegarde' },
          { value: 'redressement', label: 'redressement judiciaire' },
          { value: 'liquidation', label: 'liquidation judiciaire' },
        ],
      },
      { name: 'court', label: 'Tribunal', type: 'text', required: true, step: 0, max: 120, help: 'Par exemple : tribunal des activités économiques de Paris' },
      { name: 'judgmentDate', label: 'Date du jugement d’ouverture', type: 'date', required: true, step: 0 },
      ...partyFields('mandataire', 0, { name: 'Mandataire judiciaire ou liquidateur', address: 'Adresse du mandataire' }),
      ...senderFields(1),
      { name: 'amountDue', label: 'Montant échu à la date du jugement (€)', type: 'amount', required: true, step: 2 },
      { name: 'amountFuture', label: 'Montant à échoir (€)', type: 'amount', required: false, step: 2 },
      { name: 'origin', label: 'Nature et origine de la créance', type: 'textarea', required: true, step: 2, max: 1500, help: 'Factures, contrat, dates' },
      { name: 'securities', label: 'Sûretés ou privilèges', type: 'textarea', required: false, step: 2, max: 600 },
      { name: 'exhibits', label: 'Pièces jointes', type: 'textarea', required: false, step: 2, max: 600 },
      ...placeDateFields(3),
    ],
    write: (v) => ({
      title: 'Déclaration de créance',
      from: senderLines(v),
      to: [v.text('mandataireName'), v.text('mandataireAddress')],
      placeDate: placeDate(v),
      sendMode: REGISTERED,
      subject: `Déclaration de créance — ${v.choice('procedure')} de ${v.text('companyName')}`,
      paragraphs: [
        'Maître,',
        `Par jugement du ${v.date('judgmentDate')}, le ${v.text('court')} a ouvert une procédure de ${v.choice('procedure')} à l’égard de ${v.text('companyName')}${v.has('companySiren') ? ` (SIREN ${v.text('companySiren')})` : ''}, dont le siège est situé ${v.text('companyAddress')}.`,
        'Conformément aux articles L.622-24 et L.622-25 du Code de commerce, je vous déclare la créance que je détiens sur cette entreprise :',
        `— montant échu à la date du jugement d’ouverture : ${v.money('amountDue')} ;`,
        v.has('amountFuture') ? `— montant à échoir : ${v.money('amountFuture')} ;` : '',
        `— nature et origine de la créance : ${v.text('origin')}.`,
        v.has('securities') ? `Cette créance est assortie des sûretés ou privilèges suivants : ${v.text('securities')}.` : 'Cette créance est déclarée à titre chirographaire.',
        v.has('exhibits') ? `Pièces jointes : ${v.text('exhibits')}.` : 'Vous trouverez ci-joint les pièces justificatives de cette créance.',
        'Je certifie sincère et véritable la créance déclarée.',
        'Je vous prie d’agréer, Maître, l’expression de mes salutations distinguées.',
      ],
      signature: senderSignature(v),
    }),
  },
  {
    id: 'reconnaissance-de-dette',
    group: 'commercial',
    title: 'Reconnaissance de dette',
    summary: 'L’écrit par lequel un débiteur reconnaît devoir une somme et s’engage à la rembourser selon un échéancier.',
    useWhen: 'Une somme a été prêtée ou reste due, et les deux parties veulent en garder une preuve écrite.',
    avoidWhen: 'Pour un prêt de plus de 5 000 €, la reconnaissance ne suffit pas : le prêt se déclare aussi à l’administration fiscale (formulaire 2062), avec la déclaration de revenus.',
    legal: {
      references: [checked('Code civil, art. 1376 (acte sous signature privée, mention de la somme en chiffres et en lettres)', 'https://juriblio.fr/codes/code-civil/livre-iii/titre-iv-bis/chapitre-iii/section-1/sous-section-3/article-1376'), checked('Code civil, art. 1892 et suivants (prêt de consommation)', 'https://cours-de-droit.net/le-pret-de-consommation-a128115816/'), checked('Code civil, art. 1905 et 1907 (intérêts écrits)', 'https://pimido.com/droit-public-et-prive/droit-des-obligations/commentaire-de-texte/contrat-pret-article-1907-code-civil-397869.html'),
        checked('Code général des impôts, annexe IV, art. 23 L (prêts de plus de 5 000 € à déclarer, formulaire 2062)', 'https://droit-finances.commentcamarche.com/contents/953-declaration-des-prets-entre-particuliers-amis-ou-parents')],
      summary: 'L’acte par lequel une seule partie s’engage à payer une somme ne prouve que s’il porte sa signature et la mention, écrite par elle-même, de la somme en toutes lettres et en chiffres ; en cas de différence, l’acte vaut pour la somme écrite en toutes lettres. Un intérêt n’est dû que s’il est fixé par écrit.',
      cited: ['1376'],
    },
    companyParty: null,
    steps: ['Le débiteur', 'Le créancier', 'La dette', 'Lieu et date'],
    fields: [
      ...partyFields('debtor', 0, { name: 'Nom et prénom du débiteur', address: 'Adresse du débiteur' }),
      ...partyFields('creditor', 1, { name: 'Nom et prénom ou raison sociale du créancier', address: 'Adresse du créancier' }),
      { name: 'amount', label: 'Somme due en chiffres (€)', type: 'amount', required: true, step: 2 },
      { name: 'amountInWords', label: 'Somme due en toutes lettres', type: 'text', required: true, step: 2, max: 200, help: 'Par exemple : trois mille euros' },
      { name: 'cause', label: 'Cause de la dette', type: 'text', required: true, step: 2, max: 300, help: 'Par exemple : un prêt consenti le 4 janvier 2026' },
      { name: 'repaymentDate', label: 'Remboursement en une fois au plus tard le', type: 'date', required: false, step: 2 },
      { name: 'schedule', label: 'Ou échéancier de remboursement', type: 'textarea', required: false, step: 2, max: 800, help: 'Par exemple : 10 mensualités de 300 € le 5 de chaque mois à compter de février 2026' },
      { name: 'interestRate', label: 'Taux d’intérêt annuel', type: 'text', required: false, step: 2, max: 20, help: 'Laisser vide pour un prêt sans intérêt' },
      ...placeDateFields(3),
    ],
    write: (v) =>
      deed(
        v,
        'Reconnaissance de dette',
        [
          `Je soussigné(e) ${v.text('debtorName')}, demeurant ${v.text('debtorAddress')}, reconnais devoir à ${v.text('creditorName')}, demeurant ${v.text('creditorAddress')}, la somme de ${v.text('amountInWords')} (${v.money('amount')}), au titre de ${v.text('cause')}.`,
          v.has('schedule')
            ? `Je m’engage à rembourser cette somme selon l’échéancier suivant : ${v.text('schedule')}`
            : v.has('repaymentDate')
              ? `Je m’engage à rembourser cette somme en une seule fois, au plus tard le ${v.date('repaymentDate')}.`
              : 'Je m’engage à rembourser cette somme à première demande du créancier.',
          v.has('interestRate') ? `Cette somme portera intérêt au taux annuel de ${v.text('interestRate')}, conformément à l’article 1907 du Code civil.` : 'Cette somme ne porte pas intérêt.',
          'Conformément à l’article 1376 du Code civil, le débiteur écrit lui-même, ci-dessous, la somme en toutes lettres et en chiffres.',
          `Mention à écrire par le débiteur : « Bon pour la somme de ${v.text('amountInWords')} (${v.money('amount')}) ».`,
          'Fait en deux exemplaires originaux, dont un pour chaque partie.',
        ],
        [`Le débiteur, ${v.text('debtorName')}`, 'Signature'],
      ),
  },
  {
    id: 'resiliation-de-contrat',
    group: 'commercial',
    title: 'Résiliation de contrat',
    summary: 'Mettre fin à un contrat avec une entreprise : à son échéance, avec préavis, ou pour une inexécution grave.',
    useWhen: 'Vous voulez mettre fin à un abonnement, un contrat de prestation ou de fourniture.',
    avoidWhen: 'Le contrat est à durée déterminée sans faute de l’autre partie : attendez son terme ou négociez.',
    legal: {
      references: [
        checked('Code civil, art. 1211 (contrat à durée indéterminée, préavis raisonnable)', 'https://kohenavocats.fr/2024/12/21/article-1211-du-code-civil'),
        checked('Code civil, art. 1212 et 1215 (contrat à durée déterminée)', 'https://jcl06.fr/la-duree-du-contrat/'),
        checked('Code civil, art. 1224 à 1226 (résolution pour inexécution)', 'https://www.help-voisinage.fr/Code%20Civil/files/basic-html/page404.html'),
      ],
      summary: 'Un contrat à durée indéterminée peut être résilié à tout moment en respectant le préavis contractuel ou, à défaut, un délai raisonnable. Un contrat à durée déterminée s’exécute jusqu’à son terme. En cas d’inexécution suffisamment grave, le créancier peut résoudre le contrat par notification, après une mise en demeure restée infructueuse.',
      cited: ['1211', '1224', '1212'],
    },
    companyParty: 'le cocontractant',
    steps: TO_COMPANY_STEPS,
    fields: [
      ...companyFields(0, { signatory: 'addressee', identity: false }),
      ...senderFields(1),
      { name: 'contractRef', label: 'Référence du contrat ou numéro de client', type: 'text', required: true, step: 2, max: 80 },
      { name: 'contractObject', label: 'Objet du contrat', type: 'text', required: true, step: 2, max: 200 },
      { name: 'contractDate', label: 'Date du contrat', type: 'date', required: false, step: 2 },
      {
        name: 'basis',
        label: 'Motif de la résiliation',
        type: 'choice',
        required: true,
        step: 2,
        options: [
          { value: 'notice', label: 'Contrat à durée indéterminée, avec préavis' },
          { value: 'term', label: 'Non-reconduction à l’échéance' },
          { value: 'breach', label: 'Inexécution grave, après mise en demeure' },
        ],
      },
      { name: 'effectiveDate', label: 'Date de fin souhaitée', type: 'date', required: false, step: 2 },
      { name: 'breachFacts', label: 'Manquements constatés (inexécution)', type: 'textarea', required: false, step: 2, max: 1500 },
      ...placeDateFields(3),
    ],
    write: (v) => {
      const contract = `le contrat ${v.text('contractRef')} relatif à ${v.text('contractObject')}${v.has('contractDate') ? `, conclu le ${v.date('contractDate')}` : ''}`;
      const end = v.has('effectiveDate') ? ` La résiliation prendra effet le ${v.date('effectiveDate')}.` : '';
      const body = {
        notice: `Par la présente, je vous notifie ma décision de résilier ${contract}, dans le respect du préavis prévu au contrat ou, à défaut, d’un préavis raisonnable, conformément à l’article 1211 du Code civil.${end}`,
        term: `Par la présente, je vous informe que je ne souhaite pas reconduire ${contract}, qui prendra fin à son échéance conformément à l’article 1212 du Code civil.${end}`,
        breach: `Malgré ma mise en demeure restée sans effet, vous n’avez pas exécuté vos obligations au titre de ${contract}${v.has('breachFacts') ? ` : ${v.text('breachFacts')}` : ''}. En application des articles 1224 et 1226 du Code civil, je vous notifie la résolution du contrat pour inexécution grave.${end}`,
      }[v.raw('basis') ?? 'notice'] ?? '';
      return {
        title: 'Résiliation de contrat',
        from: senderLines(v),
        to: recipientLines(v),
        placeDate: placeDate(v),
        sendMode: REGISTERED,
        subject: `Résiliation du contrat ${v.text('contractRef')}`,
        paragraphs: [GREETING, body, 'Je vous remercie de m’en accuser réception, de me confirmer la date de fin du contrat et de cesser tout prélèvement ou facturation au-delà de celle-ci.', CLOSING],
        signature: senderSignature(v),
      };
    },
  },
];

import { checked } from './legal-reference';
import { companyIdentity, companyLines, inSentence, placeDate, signatory } from './common-parts';
import { EMPLOYEE_STEPS, EMPLOYER_STEPS, employeeToEmployerFields, employerFields, employerLetter, employeeLetter, jobFields } from './employment-parts';
import type { LetterTemplateSpec } from './letter-template-spec';

/** Employer to employee, and employee to employer: the employment letters of the catalogue. */
export const EMPLOYMENT_TEMPLATES: readonly LetterTemplateSpec[] = [
  {
    id: 'confirmation-of-the-end-of-the-probationary-period',
    group: 'employment',
    title: 'Confirmation de fin de période d’essai',
    summary: 'Confirmer par écrit à un salarié que sa période d’essai est concluante et que son contrat se poursuit.',
    useWhen: 'La période d’essai arrive à son terme et l’employeur souhaite rassurer le salarié par un écrit.',
    avoidWhen: 'L’employeur veut mettre fin à l’essai : il s’agit alors d’une rupture de période d’essai, avec un délai de prévenance.',
    legal: {
      references: [checked('Code du travail, art. L.1221-19 (durée maximale de l’essai)', 'https://guidentreprise.com/la-periode-dessai-en-france-article-l1221-19-du-code-du-travail'), checked('Code du travail, art. L.1221-21 (renouvellement)', 'https://www.maitredata.com/renouvellement-de-la-periode-dessai-comment-faire-en-pratique/'), checked('Code du travail, art. L.1221-23 (essai prévu par écrit)', 'https://www.maitredata.com/app/code/travail/l1221-23')],
      summary: 'La période d’essai dure au plus deux mois pour les ouvriers et employés, trois mois pour les agents de maîtrise et techniciens, quatre mois pour les cadres ; elle ne se renouvelle qu’une fois, si un accord de branche étendu et le contrat le prévoient. À son terme, le contrat se poursuit de plein droit : la confirmation est facultative.',
      cited: ['L.1221-19'],
    },
    companyParty: 'l’employeur',
    steps: EMPLOYER_STEPS,
    fields: employerFields(
      [
        ...jobFields(2),
        { name: 'trialEndDate', label: 'Date de fin de la période d’essai', type: 'date', required: true, step: 2 },
        { name: 'renewed', label: 'La période d’essai a été renouvelée', type: 'flag', required: false, step: 2 },
      ],
      { sent: false },
    ),
    write: (v) =>
      employerLetter(v, {
        title: 'Confirmation de fin de période d’essai',
        sendMode: 'Remise en main propre contre décharge',
        subject: 'Confirmation de votre engagement à l’issue de la période d’essai',
        body: [
          `Vous avez rejoint notre entreprise le ${v.date('hireDate')} en qualité de ${v.text('position')}. Votre période d’essai${v.has('renewed') ? ', renouvelée dans les conditions prévues par votre contrat,' : ''} prend fin le ${v.date('trialEndDate')}.`,
          'Nous avons le plaisir de vous confirmer que nous n’entendons pas y mettre fin : votre contrat de travail se poursuit, sans changement, au-delà de cette date, conformément aux articles L.1221-19 et suivants du Code du travail.',
          'Nous vous remercions pour votre implication depuis votre arrivée et vous souhaitons une pleine réussite dans vos fonctions.',
        ],
      }),
  },
  {
    id: 'certificat-travail',
    group: 'employment',
    title: 'Certificat de travail',
    summary: 'Le document que l’employeur remet à tout salarié qui quitte l’entreprise, avec les dates et les emplois tenus.',
    useWhen: 'À la fin de tout contrat de travail (CDI, CDD, apprentissage), quel que soit le motif de la rupture.',
    avoidWhen: 'Pour attester qu’un salarié est toujours en poste : on rédige alors une attestation d’emploi.',
    legal: {
      references: [checked('Code du travail, art. L.1234-19 (remise obligatoire)', 'https://www.claloi.info/le-depart-de-l-entreprise/les-documents-a-remettre-au-salarie/le-certificat-de-travail'), checked('Code du travail, art. D.1234-6 (mentions)', 'https://gazetteoise.fr/article/que-doit-contenir-un-certificat-de-travail'), checked('Code de la sécurité sociale, art. L.911-8 (portabilité des garanties)', 'https://www.claloi.info/le-depart-de-l-entreprise/les-documents-a-remettre-au-salarie/le-certificat-de-travail')],
      summary: 'L’employeur doit remettre un certificat de travail à l’expiration du contrat. Il indique les dates d’entrée et de sortie, la nature des emplois successivement occupés et leurs périodes, ainsi que le maintien gratuit des garanties de santé et de prévoyance lorsque le salarié en bénéficie.',
      cited: ['L.1234-19'],
    },
    companyParty: 'l’employeur',
    steps: ['L’employeur', 'Le salarié', 'Les emplois', 'Lieu et date'],
    fields: employerFields(
      [
        { name: 'startDate', label: 'Date d’entrée', type: 'date', required: true, step: 2 },
        { name: 'endDate', label: 'Date de sortie (fin du préavis, effectué ou non)', type: 'date', required: true, step: 2 },
        { name: 'positions', label: 'Emplois occupés et périodes', type: 'textarea', required: true, step: 2, max: 1000, help: 'Par exemple : comptable du 1er mars 2021 au 31 août 2023, puis responsable comptable' },
        { name: 'portability', label: 'Le salarié bénéficie du maintien des garanties santé et prévoyance', type: 'flag', required: false, step: 2 },
        { name: 'freeOfCommitment', label: 'Mentionner qu’il quitte l’entreprise libre de tout engagement', type: 'flag', required: false, step: 2 },
      ],
      { sent: false, employeeAddress: false },
    ),
    write: (v) => ({
      title: 'Certificat de travail',
      from: companyLines(v),
      to: [],
      placeDate: placeDate(v),
      sendMode: null,
      subject: null,
      paragraphs: [
        `Je soussigné(e) ${v.text('signatoryName')}, agissant en qualité de ${inSentence(v.text('signatoryRole'))} de ${companyIdentity(v)}, dont le siège est situé ${v.text('companyAddress')}, certifie que ${v.text('employeeCivility')} ${v.text('employeeName')} a été ${v.is('employeeCivility', 'Madame') ? 'employée' : 'employé'} dans notre entreprise du ${v.date('startDate')} au ${v.date('endDate')}.`,
        `Emplois occupés : ${v.text('positions')}.`,
        v.has('portability')
          ? `${v.text('employeeCivility')} ${v.text('employeeName')} bénéficie du maintien à titre gratuit des garanties de complémentaire santé et de prévoyance en vigueur dans l’entreprise, dans les conditions prévues à l’article L.911-8 du Code de la sécurité sociale.`
          : '',
        v.has('freeOfCommitment') ? `${v.text('employeeCivility')} ${v.text('employeeName')} nous quitte libre de tout engagement.` : '',
        'Le présent certificat est délivré en application de l’article L.1234-19 du Code du travail, pour servir et valoir ce que de droit.',
      ],
      signature: signatory(v),
    }),
  },
  {
    id: 'lettre-demission',
    group: 'employment',
    title: 'Lettre de démission',
    summary: 'Informer son employeur de sa décision de quitter son emploi en CDI, avec le préavis qui s’applique.',
    useWhen: 'Vous êtes en CDI et votre décision de partir est claire et réfléchie.',
    avoidWhen: 'Vous êtes en CDD (la démission n’y est possible que pour une embauche en CDI) ou vous souhaitez un départ négocié : préférez alors la rupture conventionnelle.',
    legal: {
      references: [checked('Code du travail, art. L.1231-1 (rupture du CDI à l’initiative du salarié)', 'https://premisse.app/code-du-travail/article-L1231-1'), checked('Code du travail, art. L.1237-1 (préavis de démission)', 'https://www.legisocial.fr/contrat-de-travail/demission/preavis-cas-demission-2019.html'), checked('Code du travail, art. L.1243-2 (CDD)', 'https://www.modelesdecontratsdetravail.com/glossaire/rupture-du-cdd-dun-commun-accord/')],
      summary: 'La démission n’exige pas de forme particulière mais doit exprimer une volonté claire et non équivoque. La durée du préavis résulte de la loi, de la convention collective ou des usages ; l’employeur peut accepter d’en dispenser le salarié.',
      cited: ['L.1237-1'],
    },
    companyParty: 'l’employeur',
    steps: EMPLOYEE_STEPS,
    fields: employeeToEmployerFields([
        { name: 'notice', label: 'Durée du préavis', type: 'text', required: true, step: 2, max: 60, help: 'Celle de votre convention collective ou de votre contrat, par exemple : un mois' },
        { name: 'lastDay', label: 'Dernier jour envisagé', type: 'date', required: false, step: 2 },
        { name: 'waiver', label: 'Demander à être dispensé(e) du préavis', type: 'flag', required: false, step: 2 },
    ]),
    write: (v) =>
      employeeLetter(v, {
          title: 'Lettre de démission',
          subject: 'Démission',
          body: [
          `Par la présente, je vous informe de ma décision de démissionner du poste de ${v.text('position')} que j’occupe depuis le ${v.date('hireDate')}.`,
          `Conformément à l’article L.1237-1 du Code du travail, j’effectuerai un préavis de ${v.text('notice')}, qui court à compter de la présentation de ce courrier${v.has('lastDay') ? ` ; mon dernier jour dans l’entreprise serait ainsi le ${v.date('lastDay')}` : ''}.`,
          v.has('waiver') ? 'Je souhaiterais toutefois être dispensé(e) d’effectuer tout ou partie de ce préavis ; je vous remercie de me faire connaître votre réponse par écrit.' : '',
          'À la fin de mon contrat, je vous remercie de me remettre mon certificat de travail, l’attestation destinée à France Travail et mon reçu pour solde de tout compte.',
          ],
      }),
  },
  {
    id: 'rupture-periode-essai',
    group: 'employment',
    title: 'Rupture de la période d’essai par l’employeur',
    summary: 'Mettre fin à la période d’essai d’un salarié en respectant le délai de prévenance, calculé ici d’après son temps de présence.',
    useWhen: 'L’essai n’est pas concluant et il n’a pas encore pris fin.',
    avoidWhen: 'La période d’essai est terminée : la rupture serait alors un licenciement, avec sa procédure.',
    legal: {
      references: [checked('Code du travail, art. L.1221-25 (délai de prévenance)', 'https://lexbase.fr/index/source/5264843-l122125'), checked('Code du travail, art. L.1221-20 (objet de l’essai)', 'https://www.maitredata.com/app/code/travail/l1221-23')],
      summary: 'L’employeur qui rompt l’essai prévient le salarié au moins 24 heures à l’avance en deçà de 8 jours de présence, 48 heures entre 8 jours et un mois, deux semaines après un mois et un mois après trois mois. Ce délai ne prolonge pas l’essai : s’il n’est pas respecté, le salarié reçoit une indemnité compensatrice.',
      cited: ['L.1221-25'],
    },
    companyParty: 'l’employeur',
    steps: EMPLOYER_STEPS,
    fields: employerFields(
      [
        ...jobFields(2),
        { name: 'lastDay', label: 'Dernier jour du contrat', type: 'date', required: true, step: 2 },
        { name: 'shortNotice', label: 'Le délai de prévenance ne pourra pas être entièrement respecté', type: 'flag', required: false, step: 2 },
      ],
      { sent: true },
    ),
    write: (v) =>
      employerLetter(v, {
        title: 'Rupture de la période d’essai',
        sendMode: v.choice('sendMode'),
        subject: 'Rupture de votre période d’essai',
        body: [
          `Nous vous informons de notre décision de mettre fin à la période d’essai de votre contrat de travail, commencée le ${v.date('hireDate')} au poste de ${v.text('position')}.`,
          `Compte tenu de votre temps de présence dans l’entreprise, le délai de prévenance prévu à l’article L.1221-25 du Code du travail est de ${probationNotice(v.raw('hireDate'), v.raw('date'))}. Votre contrat prendra fin le ${v.date('lastDay')} au soir.`,
          v.has('shortNotice')
            ? 'La période d’essai ne pouvant être prolongée du fait de ce délai, la part de celui-ci qui ne pourra être respectée vous sera versée sous la forme d’une indemnité compensatrice égale aux salaires et avantages que vous auriez perçus jusqu’à son terme.'
            : '',
          'Nous tiendrons à votre disposition, à cette date, votre certificat de travail, l’attestation destinée à France Travail et votre reçu pour solde de tout compte.',
        ],
      }),
  },
  {
    id: 'convocation-entretien-prealable',
    group: 'employment',
    title: 'Convocation à un entretien préalable',
    summary: 'Convoquer un salarié à l’entretien qui précède un licenciement ou une sanction disciplinaire importante.',
    useWhen: 'Un licenciement, ou une sanction qui touche la présence, la fonction, la carrière ou la rémunération du salarié, est envisagé.',
    avoidWhen: 'Pour un simple avertissement, l’entretien n’est pas obligatoire.',
    legal: {
      references: [checked('Code du travail, art. L.1232-2 (convocation, délai de cinq jours ouvrables)', 'https://legal.tricoteuses.fr/articles/JORFARTI000001691207'), checked('Code du travail, art. R.1232-1 (mentions de la lettre)', 'http://www.cftc-idl-fc.fr/2015/03/entretien-prealable-forme-et-delai-de-la-convocation.html'), checked('Code du travail, art. L.1332-2 (procédure disciplinaire)', 'https://www.editions-tissot.fr/code-du-travail/article.aspx?idSGML=53a89257-7745-4001-972a-324b82b34af3&codeCategory=PME&op=1&chapitre=MCP1L3T3&pageNumber=2&codeSpace=MCG&section=MCAL.1332-2&source=gratuit')],
      summary: 'La lettre, recommandée ou remise en main propre contre décharge, indique l’objet de la convocation, la date, l’heure et le lieu de l’entretien et le droit de se faire assister. L’entretien a lieu au moins cinq jours ouvrables après la présentation de la lettre.',
      cited: ['L.1232-2'],
    },
    companyParty: 'l’employeur',
    steps: EMPLOYER_STEPS,
    fields: employerFields(
      [
        {
          name: 'purpose',
          label: 'Mesure envisagée',
          type: 'choice',
          required: true,
          step: 2,
          options: [
            { value: 'dismissal', label: 'un licenciement' },
            { value: 'discipline', label: 'une sanction disciplinaire pouvant aller jusqu’au licenciement' },
          ],
        },
        { name: 'meetingDate', label: 'Date de l’entretien', type: 'date', required: true, step: 2, help: 'Au moins cinq jours ouvrables après la présentation de la lettre' },
        { name: 'meetingTime', label: 'Heure de l’entretien', type: 'text', required: true, step: 2, max: 20, help: 'Par exemple : 10 h 30' },
        { name: 'meetingPlace', label: 'Lieu de l’entretien', type: 'text', required: true, step: 2, max: 240 },
        { name: 'noStaffRepresentatives', label: 'L’entreprise n’a pas de représentants du personnel', type: 'flag', required: false, step: 2 },
        { name: 'advisersList', label: 'Où consulter la liste des conseillers du salarié', type: 'text', required: false, step: 2, max: 300, help: 'Adresses de l’inspection du travail et de la mairie' },
      ],
      { sent: true },
    ),
    write: (v) => {
      const discipline = v.is('purpose', 'discipline');
      return employerLetter(v, {
        title: 'Convocation à un entretien préalable',
        sendMode: v.choice('sendMode'),
        subject: `Convocation à un entretien préalable à ${v.choice('purpose')}`,
        body: [
          `Nous sommes amenés à envisager à votre égard ${v.choice('purpose')}.`,
          `En application de l’article L.1232-2${discipline ? ' et de l’article L.1332-2' : ''} du Code du travail, nous vous convoquons à un entretien préalable le ${v.date('meetingDate')} à ${v.text('meetingTime')}, à l’adresse suivante : ${v.text('meetingPlace')}.`,
          'Au cours de cet entretien, nous vous indiquerons les motifs de la décision envisagée et recueillerons vos explications.',
          v.has('noStaffRepresentatives')
            ? `Vous pourrez vous faire assister par une personne de votre choix appartenant au personnel de l’entreprise ou, l’entreprise n’ayant pas de représentants du personnel, par un conseiller du salarié inscrit sur la liste dressée par l’autorité administrative. Cette liste peut être consultée ${v.raw('advisersList') ?? 'à l’inspection du travail et à la mairie de votre domicile ou du lieu de travail'}.`
            : 'Vous pourrez vous faire assister lors de cet entretien par une personne de votre choix appartenant au personnel de l’entreprise.',
        ],
      });
    },
  },
  {
    id: 'avertissement-disciplinaire',
    group: 'employment',
    title: 'Avertissement disciplinaire',
    summary: 'Notifier par écrit un avertissement à un salarié, en exposant les faits qui le motivent.',
    useWhen: 'Un manquement précis et daté, connu de l’employeur depuis moins de deux mois, appelle une sanction légère.',
    avoidWhen: 'Les faits sont connus depuis plus de deux mois, ou une sanction plus lourde est envisagée : la procédure avec entretien préalable s’impose alors.',
    legal: {
      references: [checked('Code du travail, art. L.1331-1 (définition de la sanction)', 'https://mesformaliteslegales.fr/sanction-du-salarie-definition-juridique-2/'), checked('Code du travail, art. L.1332-1 (notification écrite des griefs)', 'https://articles.squirepattonboggs.com/articles/961'), checked('Code du travail, art. L.1332-4 (prescription de deux mois)', 'https://www.legifrance.gouv.fr/codes/id/LEGISCTA000006189485/')],
      summary: 'Toute sanction est notifiée par écrit avec ses motifs. Aucun fait fautif ne peut donner lieu à lui seul à des poursuites disciplinaires au-delà de deux mois à compter du jour où l’employeur en a eu connaissance.',
      cited: ['L.1332-1'],
    },
    companyParty: 'l’employeur',
    steps: EMPLOYER_STEPS,
    fields: employerFields(
      [
        { name: 'factsDate', label: 'Date des faits', type: 'date', required: true, step: 2 },
        { name: 'facts', label: 'Description des faits', type: 'textarea', required: true, step: 2, max: 1500, help: 'Des faits précis et vérifiables, sans jugement sur la personne' },
        { name: 'expectation', label: 'Ce que vous attendez désormais', type: 'textarea', required: false, step: 2, max: 600 },
      ],
      { sent: true },
    ),
    write: (v) =>
      employerLetter(v, {
        title: 'Avertissement',
        sendMode: v.choice('sendMode'),
        subject: 'Notification d’un avertissement',
        body: [
          `Le ${v.date('factsDate')}, les faits suivants ont été constatés : ${v.text('facts')}`,
          'Ces faits constituent un manquement à vos obligations professionnelles. En conséquence, et conformément à l’article L.1332-1 du Code du travail, nous vous notifions par la présente un avertissement, qui sera versé à votre dossier.',
          v.has('expectation') ? `Nous attendons désormais de vous ce qui suit : ${v.text('expectation')}` : '',
          'Vous pouvez nous faire part de vos observations par écrit si vous le souhaitez.',
        ],
      }),
  },
  {
    id: 'demande-rupture-conventionnelle',
    group: 'employment',
    title: 'Demande de rupture conventionnelle',
    summary: 'Proposer à son employeur de convenir ensemble de la fin de son CDI, avec l’indemnité qui l’accompagne.',
    useWhen: 'Vous êtes en CDI et souhaitez un départ négocié, ouvrant droit à l’indemnité spécifique et, sous conditions, à l’assurance chômage.',
    avoidWhen: 'Un litige est en cours sur un harcèlement ou une pression pour obtenir votre accord : la convention pourrait être annulée.',
    legal: {
      references: [checked('Code du travail, art. L.1237-11 (principe, accord des deux parties)', 'https://industrie-hoteliere.com/fiches-juridique-experts/rupture-conventionnelle%e2%80%89-exercice-du-droit-de-retractation-pour-lemployeur/amp'), checked('Code du travail, art. L.1237-12 (entretiens)', 'https://www.petrel-avocats.com/en/refus-dhomologation-dune-convention-de-rupture-conventionnelle-etablissement-dune-nouvelle-convention-de-rupture-nouveau-delai-de-retractation/'), checked('Code du travail, art. L.1237-13 (indemnité, rétractation de quinze jours)', 'https://legisocial.fr/contrat-de-travail/rupture-conventionnelle/rupture-conventionnelle-comment-calculer-delai-retractation-erreur-2023.html'), checked('Code du travail, art. L.1237-14 (homologation)', 'https://www.petrel-avocats.com/en/refus-dhomologation-dune-convention-de-rupture-conventionnelle-etablissement-dune-nouvelle-convention-de-rupture-nouveau-delai-de-retractation/')],
      summary: 'La rupture conventionnelle ne s’impose à aucune des parties. Elle est précédée d’au moins un entretien, fixe une indemnité au moins égale à l’indemnité légale de licenciement, laisse quinze jours calendaires pour se rétracter et n’est valable qu’après homologation par l’administration.',
      cited: ['L.1237-11'],
    },
    companyParty: 'l’employeur',
    steps: EMPLOYEE_STEPS,
    fields: employeeToEmployerFields([
        { name: 'proposedEndDate', label: 'Date de fin de contrat souhaitée', type: 'date', required: false, step: 2 },
        { name: 'reason', label: 'Ce qui motive votre demande', type: 'textarea', required: false, step: 2, max: 800 },
    ]),
    write: (v) =>
      employeeLetter(v, {
          title: 'Demande de rupture conventionnelle',
          subject: 'Demande de rupture conventionnelle de mon contrat de travail',
          body: [
          `J’occupe le poste de ${v.text('position')} depuis le ${v.date('hireDate')}. Je souhaite vous proposer de convenir ensemble de la rupture de mon contrat de travail à durée indéterminée, dans le cadre de la rupture conventionnelle prévue aux articles L.1237-11 et suivants du Code du travail.`,
          v.has('reason') ? `Cette demande est motivée par ce qui suit : ${v.text('reason')}` : '',
          `Je vous propose que nous nous rencontrions afin d’en fixer les conditions, notamment la date de fin de mon contrat${v.has('proposedEndDate') ? `, que je souhaiterais fixer au ${v.date('proposedEndDate')}` : ''}, et le montant de l’indemnité spécifique de rupture, qui ne peut être inférieur à celui de l’indemnité légale de licenciement.`,
          'Chacun de nous disposera ensuite d’un délai de rétractation de quinze jours calendaires à compter de la signature de la convention, qui sera soumise à l’homologation de l’administration.',
          ],
      }),
  },
  {
    id: 'recu-solde-tout-compte',
    group: 'employment',
    title: 'Reçu pour solde de tout compte',
    summary: 'L’inventaire des sommes versées au salarié à la fin de son contrat, qu’il signe en les recevant.',
    useWhen: 'À la fin de tout contrat de travail, avec le dernier bulletin de paie.',
    avoidWhen: 'Pour régler un litige sur des sommes contestées : il faut alors une transaction.',
    legal: {
      references: [checked('Code du travail, art. L.1234-20 (reçu pour solde de tout compte)', 'http://www.syndicat-7s.fr/index.php?option=com_content&view=article&id=1778:recu-solde-tout-compte&catid=32&Itemid=212'), checked('Code du travail, art. D.1234-7 (établi en double exemplaire)', 'http://www.syndicat-7s.fr/index.php?option=com_content&view=article&id=1778:recu-solde-tout-compte&catid=32&Itemid=212')],
      summary: 'Le reçu fait l’inventaire des sommes versées au salarié lors de la rupture du contrat. Signé, il peut être dénoncé dans les six mois ; passé ce délai, il libère l’employeur pour les sommes qui y figurent.',
      cited: ['L.1234-20'],
    },
    companyParty: 'l’employeur',
    steps: EMPLOYER_STEPS,
    fields: employerFields(
      [
        { name: 'endDate', label: 'Date de fin du contrat', type: 'date', required: true, step: 2 },
        { name: 'items', label: 'Détail des sommes versées', type: 'textarea', required: true, step: 2, max: 1500, help: 'Par exemple : salaire de mars, indemnité compensatrice de congés payés, indemnité de licenciement' },
        { name: 'total', label: 'Montant total net versé (€)', type: 'amount', required: true, step: 2 },
        { name: 'paymentMode', label: 'Mode de paiement', type: 'text', required: false, step: 2, max: 120, help: 'Par exemple : virement du 31 mars' },
      ],
      { sent: false, employeeAddress: false },
    ),
    write: (v) => ({
      title: 'Reçu pour solde de tout compte',
      from: companyLines(v),
      to: [],
      placeDate: placeDate(v),
      sendMode: null,
      subject: null,
      paragraphs: [
        `Je soussigné(e) ${v.text('employeeCivility')} ${v.text('employeeName')} reconnais avoir reçu de ${companyIdentity(v)}, dont le siège est situé ${v.text('companyAddress')}, la somme nette de ${v.money('total')}, en paiement des sommes qui m’étaient dues au titre de l’exécution et de la rupture de mon contrat de travail, qui a pris fin le ${v.date('endDate')}.`,
        `Détail des sommes versées : ${v.text('items')}`,
        v.has('paymentMode') ? `Mode de paiement : ${v.text('paymentMode')}.` : '',
        'Le présent reçu est établi en deux exemplaires, dont l’un m’a été remis. Conformément à l’article L.1234-20 du Code du travail, il peut être dénoncé dans les six mois qui suivent sa signature ; passé ce délai, il devient libératoire pour l’employeur pour les sommes qui y sont mentionnées.',
      ],
      signature: [`Le salarié, ${v.text('employeeName')}, signature précédée de la mention « Pour solde de tout compte »`, `Pour l’employeur, ${v.text('signatoryName')}, ${v.text('signatoryRole')}`],
    }),
  },
];

/**
 * The notice of article L.1221-25 for a presence from `hireDate` to the letter's `date`: 24 hours
 * under 8 days, 48 hours up to one month, two weeks after one month, one month after three months.
 */
export function probationNotice(hireDate: string | undefined, letterDate: string | undefined): string {
  if (!hireDate || !letterDate || !/^\d{4}-\d{2}-\d{2}$/.test(hireDate) || !/^\d{4}-\d{2}-\d{2}$/.test(letterDate)) {
    return 'vingt-quatre heures à un mois, selon votre temps de présence';
  }
  const start = new Date(`${hireDate}T00:00:00Z`);
  const end = new Date(`${letterDate}T00:00:00Z`);
  const afterMonths = (months: number) => {
    const limit = new Date(start);
    limit.setUTCMonth(limit.getUTCMonth() + months);
    return end.getTime() > limit.getTime();
  };
  const days = Math.round((end.getTime() - start.getTime()) / 86_400_000);
  if (afterMonths(3)) return 'un mois';
  if (afterMonths(1)) return 'deux semaines';
  if (days >= 8) return 'quarante-huit heures';
  return 'vingt-quatre heures';
}

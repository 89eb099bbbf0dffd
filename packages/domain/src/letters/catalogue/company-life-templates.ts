import { checked, unchecked } from './legal-reference';
import { companyFields, companyLines, inSentence } from './common-parts';
import type { LetterTemplateSpec } from './letter-template-spec';

/** The company's own deeds. */
export const COMPANY_LIFE_TEMPLATES: readonly LetterTemplateSpec[] = [
  {
    id: 'pv-ago-approbation-comptes',
    group: 'company-life',
    title: 'Procès-verbal d’assemblée générale ordinaire d’approbation des comptes (SARL)',
    summary: 'Le procès-verbal de l’assemblée annuelle d’une SARL qui approuve les comptes, affecte le résultat et donne quitus au gérant.',
    useWhen: 'Chaque année, dans les six mois de la clôture de l’exercice, pour une SARL (ou une EURL dont l’associé unique statue seul, en adaptant les mentions).',
    avoidWhen: 'Pour une SAS : ses statuts fixent les règles de décision, souvent différentes.',
    legal: {
      references: [
        checked('Code de commerce, art. L.223-26 (approbation dans les six mois de la clôture)', 'https://www.axiom-expertise.com/breves/53146.html?date=2024-03-01&format=print&start=0'),
        checked('Code de commerce, art. R.223-20 (convocation quinze jours avant)', 'https://www.gerantdesarl.com/actualite/sarl-il-vous-reste-moins-de-8-jours-pour-convoquer-vos-associes-a-l-assemblee-annuelle'),
        unchecked('Code de commerce, art. L.223-29 (majorité de plus de la moitié des parts)'),
        unchecked('Code de commerce, art. L.232-22 (dépôt des comptes au greffe dans le mois)'),
      ],
      summary: 'Les comptes annuels sont approuvés par l’assemblée des associés dans les six mois de la clôture de l’exercice, convoquée au moins quinze jours avant. Les décisions ordinaires sont prises par des associés représentant plus de la moitié des parts sociales. Les comptes approuvés et l’affectation du résultat sont déposés au greffe dans le mois.',
      cited: ['L.223-26'],
    },
    companyParty: 'la société',
    steps: ['La société', 'L’assemblée', 'Les résolutions'],
    fields: [
      ...companyFields(0),
      { name: 'meetingDate', label: 'Date de l’assemblée', type: 'date', required: true, step: 1 },
      { name: 'meetingTime', label: 'Heure', type: 'text', required: true, step: 1, max: 20, help: 'Par exemple : 10 h' },
      { name: 'meetingPlace', label: 'Lieu de l’assemblée', type: 'text', required: true, step: 1, max: 240 },
      { name: 'sharesTotal', label: 'Nombre total de parts sociales', type: 'integer', required: true, step: 1 },
      { name: 'attendees', label: 'Associés présents ou représentés et leurs parts', type: 'textarea', required: true, step: 1, max: 1000, help: 'Par exemple : Claire Martin, 600 parts ; Paul Roux, représenté par Claire Martin, 400 parts' },
      { name: 'fiscalYearEnd', label: 'Date de clôture de l’exercice', type: 'date', required: true, step: 2 },
      {
        name: 'resultKind',
        label: 'Résultat de l’exercice',
        type: 'choice',
        required: true,
        step: 2,
        options: [
          { value: 'profit', label: 'Bénéfice' },
          { value: 'loss', label: 'Perte' },
        ],
      },
      { name: 'resultAmount', label: 'Montant du résultat (€)', type: 'amount', required: true, step: 2 },
      { name: 'allocation', label: 'Affectation du résultat', type: 'text', required: true, step: 2, max: 400, help: 'Par exemple : en totalité au compte « report à nouveau »' },
      { name: 'dividends', label: 'Dividendes distribués (€)', type: 'amount', required: false, step: 2 },
      { name: 'discharge', label: 'Donner quitus au gérant', type: 'flag', required: false, step: 2 },
      {
        name: 'vote',
        label: 'Vote des résolutions',
        type: 'choice',
        required: true,
        step: 2,
        options: [
          { value: 'unanimity', label: 'à l’unanimité des associés présents ou représentés' },
          { value: 'majority', label: 'à la majorité de plus de la moitié des parts sociales' },
        ],
      },
    ],
    write: (v) => {
      const result = v.is('resultKind', 'loss') ? 'une perte' : 'un bénéfice';
      return {
        title: 'Procès-verbal des décisions de l’assemblée générale ordinaire annuelle',
        from: companyLines(v),
        to: [],
        placeDate: `${v.text('meetingPlace')}, le ${v.date('meetingDate')}`,
        sendMode: null,
        subject: `Approbation des comptes de l’exercice clos le ${v.date('fiscalYearEnd')}`,
        paragraphs: [
          `Le ${v.date('meetingDate')}, à ${v.text('meetingTime')}, les associés de la société ${v.text('companyName')} se sont réunis en assemblée générale ordinaire annuelle, à l’adresse suivante : ${v.text('meetingPlace')}, sur convocation de la gérance adressée au moins quinze jours à l’avance.`,
          `Sont présents ou représentés : ${v.text('attendees')}. Le capital est divisé en ${v.text('sharesTotal')} parts sociales.`,
          `L’assemblée est présidée par ${v.text('signatoryName')}, ${inSentence(v.text('signatoryRole'))}.`,
          'Ordre du jour : approbation des comptes de l’exercice et du rapport de gestion ; affectation du résultat ; quitus à la gérance ; conventions réglementées ; pouvoirs pour les formalités.',
          `Première résolution. L’assemblée générale, après avoir pris connaissance du rapport de gestion, approuve les comptes annuels de l’exercice clos le ${v.date('fiscalYearEnd')}, tels qu’ils lui ont été présentés, faisant apparaître ${result} de ${v.money('resultAmount')}, conformément à l’article L.223-26 du Code de commerce.`,
          `Deuxième résolution. L’assemblée générale décide d’affecter le résultat de l’exercice de la manière suivante : ${v.text('allocation')}.${v.has('dividends') ? ` Un dividende d’un montant total de ${v.money('dividends')} est distribué aux associés, au prorata de leurs parts.` : ''}`,
          v.has('discharge') ? 'Troisième résolution. L’assemblée générale donne quitus entier et sans réserve à la gérance pour sa gestion au cours de l’exercice écoulé.' : '',
          `${v.has('discharge') ? 'Quatrième' : 'Troisième'} résolution. L’assemblée générale donne tous pouvoirs au porteur d’un original ou d’une copie du présent procès-verbal pour accomplir les formalités de dépôt au greffe prévues à l’article L.232-22 du Code de commerce.`,
          `Ces résolutions sont adoptées ${v.choice('vote')}.`,
          'L’ordre du jour étant épuisé, la séance est levée. De tout ce qui précède, il a été dressé le présent procès-verbal, signé par le gérant.',
        ],
        signature: [`${v.text('signatoryName')}, ${v.text('signatoryRole')}`, 'Signature'],
      };
    },
  },
];

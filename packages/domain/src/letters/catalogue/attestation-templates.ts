import { checked } from './legal-reference';
import { deed, inSentence, placeDateFields } from './common-parts';
import type { LetterTemplateSpec } from './letter-template-spec';
import type { LetterValues } from './letter-values';
import type { TemplateField } from './template-field';

const FALSE_CERTIFICATE =
  'J’ai connaissance que l’établissement d’une attestation faisant état de faits matériellement inexacts est puni d’un an d’emprisonnement et de 15 000 € d’amende par l’article 441-7 du Code pénal.';

const PENAL_CODE = {
  references: [checked('Code pénal, art. 441-7 (fausse attestation)', 'https://code-penal.fr/article-441-7-a37398925.html')],
  cited: ['441-7'],
} as const;

/** `, né(e) le 4 mai 1980 à Lyon`, from what is known; empty when neither is. */
function born(v: LetterValues, date: string, place: string): string {
  if (!v.has(date) && !v.has(place)) return '';
  return [', né(e)', v.has(date) ? ` le ${v.date(date)}` : '', v.has(place) ? ` à ${v.text(place)}` : ''].join('');
}

/** A person's optional date and place of birth (typed, never prefilled). */
function birthFields(names: { date: string; place: string }, labels: { date: string; place: string }, step: number): TemplateField[] {
  return [
    { name: names.date, label: labels.date, type: 'date', required: false, step },
    { name: names.place, label: labels.place, type: 'text', required: false, step, max: 120 },
  ];
}

/** Statements a person signs on their honour. Private persons' data: typed, never prefilled. */
export const ATTESTATION_TEMPLATES: readonly LetterTemplateSpec[] = [
  {
    id: 'attestation-hebergement',
    group: 'attestations',
    title: 'Attestation d’hébergement',
    summary: 'Attester qu’une personne vit chez vous, pour ses démarches (domiciliation, banque, préfecture, inscription).',
    useWhen: 'La personne hébergée n’a pas de justificatif de domicile à son nom.',
    avoidWhen: 'Pour accueillir un étranger en visite de moins de trois mois : c’est l’attestation d’accueil, délivrée par la mairie.',
    legal: {
      ...PENAL_CODE,
      summary: 'L’attestation d’hébergement n’a pas de forme imposée ; on y joint la copie d’une pièce d’identité de l’hébergeant et un justificatif de domicile à son nom. Une attestation inexacte expose son auteur aux peines de l’article 441-7 du Code pénal (un an d’emprisonnement et 15 000 € d’amende, davantage si elle sert à obtenir un titre de séjour ou à nuire au Trésor public).',
    },
    companyParty: null,
    steps: ['L’hébergeant', 'La personne hébergée', 'Lieu et date'],
    fields: [
      { name: 'hostName', label: 'Nom et prénom de l’hébergeant', type: 'text', required: true, step: 0, max: 120 },
      ...birthFields({ date: 'hostBirthDate', place: 'hostBirthPlace' }, { date: 'Date de naissance de l’hébergeant', place: 'Lieu de naissance de l’hébergeant' }, 0),
      { name: 'hostAddress', label: 'Adresse du logement', type: 'text', required: true, step: 0, max: 240 },
      { name: 'guestName', label: 'Nom et prénom de la personne hébergée', type: 'text', required: true, step: 1, max: 120 },
      ...birthFields({ date: 'guestBirthDate', place: 'guestBirthPlace' }, { date: 'Date de naissance de la personne hébergée', place: 'Lieu de naissance de la personne hébergée' }, 1),
      { name: 'since', label: 'Hébergée depuis le', type: 'date', required: true, step: 1 },
      { name: 'freeOfCharge', label: 'Hébergement à titre gratuit', type: 'flag', required: false, step: 1 },
      ...placeDateFields(2),
    ],
    write: (v) =>
      deed(
        v,
        'Attestation d’hébergement',
        [
          `Je soussigné(e) ${v.text('hostName')}${born(v, 'hostBirthDate', 'hostBirthPlace')}, demeurant ${v.text('hostAddress')}, atteste sur l’honneur héberger à mon domicile ${v.text('guestName')}${born(v, 'guestBirthDate', 'guestBirthPlace')}, depuis le ${v.date('since')}${v.has('freeOfCharge') ? ', à titre gratuit' : ''}.`,
          'Je joins à la présente attestation la copie de ma pièce d’identité et un justificatif de domicile à mon nom.',
          FALSE_CERTIFICATE,
          'Attestation établie pour servir et valoir ce que de droit.',
        ],
        [v.text('hostName'), 'Signature'],
      ),
  },
  {
    id: 'attestation-sur-honneur',
    group: 'attestations',
    title: 'Attestation sur l’honneur',
    summary: 'Déclarer par écrit, sous sa responsabilité, un fait que l’on ne peut pas prouver autrement.',
    useWhen: 'Une administration, une banque ou un greffe demande une déclaration sur l’honneur (non-condamnation d’un dirigeant, situation de famille, absence de revenus).',
    avoidWhen: 'Un document officiel existe et est exigé (extrait de casier judiciaire, acte d’état civil) : l’attestation ne le remplace pas.',
    legal: {
      ...PENAL_CODE,
      summary: 'Une attestation sur l’honneur engage son auteur : établir une attestation faisant état de faits matériellement inexacts est puni d’un an d’emprisonnement et de 15 000 € d’amende (article 441-7 du Code pénal).',
    },
    companyParty: 'la société que vous représentez',
    steps: ['Vous', 'Votre déclaration', 'Lieu et date'],
    fields: [
      { name: 'name', label: 'Vos nom et prénom', type: 'text', required: true, step: 0, max: 120 },
      ...birthFields({ date: 'birthDate', place: 'birthPlace' }, { date: 'Votre date de naissance', place: 'Votre lieu de naissance' }, 0),
      { name: 'address', label: 'Votre adresse', type: 'text', required: true, step: 0, max: 240 },
      { name: 'companyName', label: 'Société que vous représentez (facultatif)', type: 'text', required: false, step: 0, max: 160 },
      { name: 'companySiren', label: 'SIREN de la société', type: 'text', required: false, step: 0, max: 20 },
      { name: 'signatoryRole', label: 'Votre qualité dans la société', type: 'text', required: false, step: 0, max: 120, help: 'Par exemple : président' },
      { name: 'statement', label: 'Ce que vous attestez', type: 'textarea', required: true, step: 1, max: 2000, help: 'Commencez par le fait lui-même : « je n’ai fait l’objet d’aucune condamnation… »' },
      { name: 'purpose', label: 'Destinataire ou usage de l’attestation', type: 'text', required: false, step: 1, max: 200 },
      ...placeDateFields(2),
    ],
    write: (v) => {
      const company = v.has('companyName')
        ? `, agissant${v.has('signatoryRole') ? ` en qualité de ${inSentence(v.text('signatoryRole'))}` : ''} pour le compte de ${v.text('companyName')}${v.has('companySiren') ? ` (SIREN ${v.text('companySiren')})` : ''}`
        : '';
      return deed(
        v,
        'Attestation sur l’honneur',
        [
          `Je soussigné(e) ${v.text('name')}${born(v, 'birthDate', 'birthPlace')}, demeurant ${v.text('address')}${company}, atteste sur l’honneur que ${v.text('statement').replace(/^(que|qu’|qu')\s*/i, '')}${/[.!?]$/.test(v.text('statement')) ? '' : '.'}`,
          FALSE_CERTIFICATE,
          v.has('purpose') ? `Attestation établie à l’attention de ${v.text('purpose')}, pour servir et valoir ce que de droit.` : 'Attestation établie pour servir et valoir ce que de droit.',
        ],
        [v.text('name'), 'Signature'],
      );
    },
  },
];

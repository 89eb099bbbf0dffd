import { partyFields } from './party-fields';
import { checked, unchecked } from './legal-reference';
import { companyFields, companyIdentity, inSentence, placeDate, placeDateFields, registration } from './common-parts';
import type { LetterTemplateSpec } from './letter-template-spec';

/** Premises and leases. */
export const PROPERTY_TEMPLATES: readonly LetterTemplateSpec[] = [
  {
    id: 'commercial-lease-agreement',
    group: 'property',
    title: 'Bail commercial',
    summary: 'Le contrat de location de locaux où le preneur exploite un fonds de commerce, pour neuf ans au moins.',
    useWhen: 'Un commerçant, un artisan ou une société immatriculés prennent à bail des locaux pour y exploiter leur activité.',
    avoidWhen: 'L’occupation dure moins de trois ans (bail dérogatoire) ou les locaux sont à usage de bureaux d’une profession libérale (bail professionnel).',
    legal: {
      references: [
        unchecked('Code de commerce, art. L.145-1 et suivants (statut des baux commerciaux)'),
        checked('Code de commerce, art. L.145-4 (durée de neuf ans, congé triennal)', 'https://consultation.avocat.fr/barreau-poitiers/blog/nasser-merabet/article-11544-bail-commercial-la-duree-du-bail.html'),
        checked('Code de commerce, art. L.145-34 (loyer du bail renouvelé) et L.145-38 (révision triennale)', 'https://www.sci-comptabilite-services.fr/loi-pinel-change-t/'),
        checked('Code de commerce, art. L.145-40-1 (état des lieux) et L.145-40-2 (inventaire des charges)', 'https://nsavocatsparis.fr/loi-pinel-inventaire-charges-etat-des-lieux-obligatoires/'),
        checked('Code de commerce, art. L.145-41 (clause résolutoire)', 'https://avocats-debeaurain-aix.fr/actualite/229_clause-rasolutoire-daune-durae-de-trois-mois-validita'),
        checked('Code civil, art. 605 et 606 (réparations)', 'https://www.expertise-immobiliere-aquitaine.fr/b/la-repartition-des-travaux-entre-bailleur-et-locataire-dans-le-cadre-dun-bail-commercial-'),
      ],
      summary: 'Le bail commercial dure au moins neuf ans ; le preneur peut donner congé à l’expiration de chaque période triennale, six mois à l’avance. Le bail comporte un inventaire des charges, impôts et taxes avec leur répartition ; un état des lieux est établi à l’entrée. La clause résolutoire ne produit effet qu’un mois après un commandement resté infructueux.',
      cited: ['L.145-4'],
    },
    companyParty: 'le preneur',
    steps: ['Le preneur', 'Le bailleur', 'Les locaux et le loyer', 'Lieu et date'],
    fields: [
      ...companyFields(0),
      ...partyFields('landlord', 1, { name: 'Bailleur : nom ou raison sociale', address: 'Adresse du bailleur' }, 200),
      { name: 'premisesAddress', label: 'Adresse des locaux', type: 'text', required: true, step: 2, max: 240 },
      { name: 'premisesDescription', label: 'Désignation des locaux', type: 'textarea', required: true, step: 2, max: 1000, help: 'Surface, étages, dépendances' },
      { name: 'activity', label: 'Activité autorisée', type: 'textarea', required: true, step: 2, max: 600 },
      { name: 'startDate', label: 'Date de prise d’effet', type: 'date', required: true, step: 2 },
      { name: 'rent', label: 'Loyer annuel hors taxes et hors charges (€)', type: 'amount', required: true, step: 2 },
      {
        name: 'paymentFrequency',
        label: 'Paiement du loyer',
        type: 'choice',
        required: true,
        step: 2,
        options: [
          { value: 'monthly', label: 'par mois et d’avance' },
          { value: 'quarterly', label: 'par trimestre et d’avance' },
        ],
      },
      { name: 'vat', label: 'Le loyer est soumis à la TVA', type: 'flag', required: false, step: 2 },
      {
        name: 'index',
        label: 'Indexation annuelle',
        type: 'choice',
        required: true,
        step: 2,
        options: [
          { value: 'ILC', label: 'indice des loyers commerciaux (ILC)' },
          { value: 'ILAT', label: 'indice des loyers des activités tertiaires (ILAT)' },
          { value: 'none', label: 'pas d’indexation' },
        ],
      },
      { name: 'deposit', label: 'Dépôt de garantie (€)', type: 'amount', required: false, step: 2 },
      { name: 'charges', label: 'Répartition des charges, impôts et taxes', type: 'textarea', required: false, step: 2, max: 1500 },
      ...placeDateFields(3),
    ],
    write: (v) => {
      const indexed = v.raw('index') !== 'none';
      return {
        title: 'Bail commercial',
        from: [],
        to: [],
        placeDate: placeDate(v),
        sendMode: null,
        subject: `Locaux situés ${v.text('premisesAddress')}`,
        paragraphs: [
          `Entre les soussignés : ${v.text('landlordName')}, dont l’adresse est ${v.text('landlordAddress')}, ci-après « le bailleur », d’une part ;`,
          `Et ${companyIdentity(v)}, dont le siège est situé ${v.text('companyAddress')}${registration(v) ? `, ${registration(v)}` : ''}, représentée par ${v.text('signatoryName')}, ${inSentence(v.text('signatoryRole'))}, ci-après « le preneur », d’autre part ;`,
          'Il a été convenu le bail commercial suivant, soumis aux articles L.145-1 et suivants du Code de commerce.',
          `Article 1 — Désignation. Le bailleur donne à bail au preneur les locaux situés ${v.text('premisesAddress')} : ${inSentence(v.text('premisesDescription'))}.`,
          `Article 2 — Destination. Les locaux sont destinés exclusivement à l’activité suivante : ${inSentence(v.text('activity'))}.`,
          `Article 3 — Durée. Le bail est consenti pour neuf années entières et consécutives à compter du ${v.date('startDate')}. Conformément à l’article L.145-4 du Code de commerce, le preneur pourra donner congé à l’expiration de chaque période triennale, au moins six mois à l’avance, par lettre recommandée avec demande d’avis de réception ou par acte de commissaire de justice.`,
          `Article 4 — Loyer. Le loyer annuel est fixé à ${v.money('rent')} hors taxes et hors charges${v.has('vat') ? ', augmenté de la TVA au taux en vigueur' : ''}, payable ${v.choice('paymentFrequency')}.`,
          indexed
            ? `Article 5 — Indexation. Le loyer sera révisé chaque année à la date anniversaire du bail selon la variation de l’${v.choice('index')} publié par l’INSEE, sans préjudice de la révision triennale prévue à l’article L.145-38 du Code de commerce.`
            : 'Article 5 — Révision. Le loyer pourra être révisé dans les conditions prévues à l’article L.145-38 du Code de commerce.',
          v.has('deposit') ? `Article 6 — Dépôt de garantie. Le preneur verse ce jour un dépôt de garantie de ${v.money('deposit')}, restitué en fin de bail déduction faite des sommes restant dues.` : 'Article 6 — Dépôt de garantie. Aucun dépôt de garantie n’est demandé.',
          `Article 7 — Charges et travaux. ${v.has('charges') ? `Les charges, impôts, taxes et redevances sont répartis comme suit : ${v.text('charges')}.` : 'Le preneur rembourse au bailleur les charges, impôts, taxes et redevances liés aux locaux, dans la limite de l’inventaire annexé au présent bail.'} Conformément à l’article L.145-40-2 du Code de commerce, un inventaire précis et limitatif des catégories de charges, impôts, taxes et redevances, avec leur répartition, est annexé au bail ; les grosses réparations de l’article 606 du Code civil restent à la charge du bailleur.`,
          'Article 8 — État des lieux. Un état des lieux est établi contradictoirement lors de la prise de possession des locaux et lors de leur restitution (article L.145-40-1 du Code de commerce).',
          'Article 9 — Clause résolutoire. À défaut de paiement d’un seul terme de loyer ou d’exécution de l’une des clauses du bail, et un mois après un commandement de payer ou une sommation d’exécuter resté sans effet, le bail sera résilié de plein droit si bon semble au bailleur (article L.145-41 du Code de commerce).',
          'Fait en deux exemplaires originaux, dont un pour chaque partie.',
        ],
        signature: [`Le bailleur, ${v.text('landlordName')}`, `Le preneur, ${v.text('companyName')}, représentée par ${v.text('signatoryName')}, ${inSentence(v.text('signatoryRole'))}`],
      };
    },
  },
];

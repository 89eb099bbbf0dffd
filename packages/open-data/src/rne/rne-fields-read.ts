import type { JsonSelection } from '../io/selective-json';

/**
 * Every field of an RNE company record that `parseRneCompany` reads (and its helpers: powers, history, dates):
 * the records are parsed into these alone, the rest of each record (addresses, activities, establishments,
 * observations, …, about half of its bytes) is only checked and skipped. A field read but missing here would
 * silently read as absent: `rne-fields-read.test.ts` runs the parser on records that record every field it
 * touches and fails on one not listed.
 */
const PERSON_DESCRIPTION = {
  nom: true,
  nomUsage: true,
  prenoms: true,
  prenom: true,
  dateDeNaissance: true,
  nationalite: true,
  role: true,
  roleEntreprise: true,
  dateEffetRoleDeclarant: true,
} as const;

/** `identite.entreprise` of the company, and `entreprise` of a legal-entity director. */
const ENTREPRISE = {
  siren: true,
  denomination: true,
  nomCommercial: true,
  formeJuridique: true,
  codeApe: true,
  dateImmat: true,
  dateDebutActiv: true,
  roleEntreprise: true,
  dateEffetRoleDeclarant: true,
} as const;

const POWER = {
  typeDePersonne: true,
  roleEntreprise: true,
  autreRoleEntreprise: true,
  libelleRoleEntreprise: true,
  dateEffetRoleDeclarant: true,
  representantId: true,
  actif: true,
  individu: { descriptionPersonne: PERSON_DESCRIPTION },
  entreprise: ENTREPRISE,
} as const;

/** `personneMorale`, `personnePhysique` or `exploitation`. */
const BODY = {
  identite: {
    entreprise: ENTREPRISE,
    description: { montantCapital: true, deviseCapital: true, objet: true },
    entrepreneur: { descriptionPersonne: PERSON_DESCRIPTION },
  },
  detailCessationEntreprise: { dateRadiation: true, dateCessationTotaleActivite: true, dateEffet: true },
  etablissementPrincipal: { descriptionEtablissement: { codeApe: true } },
  composition: { pouvoirs: [POWER] },
} as const;

const COMPANY = {
  siren: true,
  formality: {
    siren: true,
    diffusionINSEE: true,
    diffusionCommerciale: true,
    typePersonne: true,
    formeJuridique: true,
    codeAPE: true,
    historique: [{ dateEffet: true, cheminDateEffet: true, cheminDateEffetId: true }],
    content: {
      personneMorale: BODY,
      exploitation: BODY,
      personnePhysique: BODY,
      natureCreation: { dateCreation: true, formeJuridique: true, formeJuridiqueInsee: true },
      natureCessationEntreprise: { etatAdministratifInsee: true },
      registreAnterieur: { rncs: { dateImmatriculation: true } },
    },
  },
} as const;

export const RNE_FIELDS_READ: JsonSelection = COMPANY;

/** A company object, or an entry of the API-responses wrapper (`{ siren, data | error }`). */
const ENTRY = { ...COMPANY, data: COMPANY, error: true } as const;

/**
 * What is read of each JSON record of an RNE file: a company object, an entry of the API-responses wrapper, or the
 * wrapper itself written on one JSON line (`{ metadata, responses: [...] }`), unwrapped by `readRneRecords`.
 */
export const RNE_RECORD_FIELDS: JsonSelection = { ...ENTRY, responses: [ENTRY] };

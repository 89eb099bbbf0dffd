import type { LegalForm } from './data/legal-forms';
import type { NafActivity } from './data/naf-activities';
import type { Commune } from './geography';
import type { Person } from './person-factory';

/** A postal address as Sirene splits it. */
export interface Address {
  commune: Commune;
  postcode: string;
  /** numeroVoie ('' for a lieu-dit) */
  streetNumber: string;
  /** indiceRepetition ('B', 'T' or '') */
  repetition: string;
  /** typeVoie code ('RUE', 'AV'…) */
  streetType: string;
  /** The same in words, as BODACC writes it ('rue', 'avenue'…) */
  streetTypeWord: string;
  /** libelleVoie */
  streetName: string;
  /** complementAdresse, or '' */
  complement: string;
}

export interface EstablishmentModel {
  nic: string;
  siret: string;
  isHeadOffice: boolean;
  creationDay: number;
  /** -1 while open */
  closureDay: number;
  /** dateDebut: start of the current period */
  lastChangeDay: number;
  periods: number;
  address: Address;
  /** trancheEffectifsEtablissement ('NN', '01'…, or '' when unknown) */
  headcountBand: string;
  /** caractereEmployeurEtablissement 'O' / 'N' */
  employer: string;
  /** enseigne1Etablissement, or '' */
  sign: string;
  processedDay: number;
  processedSecond: number;
}

/** One BODACC judgment of an insolvency proceeding. */
export interface Judgment {
  day: number;
  /** jugement.famille */
  family: string;
  /** jugement.nature (the wordings of insolvency-rules.yml) */
  nature: string;
  /** jugement.complementJugement */
  complement: string;
}

/**
 * Everything the output files say about one company, drawn once from the main random stream so
 * that Sirene, RNE, BODACC, ratios and IP files agree with each other.
 */
export interface CompanyModel {
  index: number;
  siren: string;
  /** A 32-bit number for stateless decisions shared by several files (see `unitMix`) */
  key: number;
  form: LegalForm;
  activity: NafActivity;
  /** '' for an individual entrepreneur */
  denomination: string;
  sigle: string;
  /** The entrepreneur of an individual business, else null */
  person: Person | null;
  /** statutDiffusionUniteLegale 'O' (true) or 'P' (false) */
  diffusible: boolean;
  creationDay: number;
  /** -1 while active */
  closureDay: number;
  lastChangeDay: number;
  periods: number;
  /** unitePurgeeUniteLegale: old ceased unit whose details INSEE dropped */
  purged: boolean;
  headcountBand: string;
  headcountYear: string;
  category: string;
  categoryYear: string;
  ess: string;
  mission: string;
  employer: string;
  /** identifiantAssociationUniteLegale, or '' */
  rnaId: string;
  /** Share capital in euros (0: none) */
  capital: number;
  establishments: EstablishmentModel[];
  headOffice: EstablishmentModel;
  /** Insolvency judgments in date order (empty for most companies) */
  judgments: Judgment[];
  /** Registered at the RCS (BODACC announcements) */
  registered: boolean;
  /** Present in the RNE extract */
  inRne: boolean;
  /** A chain with many establishments (bigger accounts, consolidated statements) */
  chain: boolean;
  processedDay: number;
  processedSecond: number;
}

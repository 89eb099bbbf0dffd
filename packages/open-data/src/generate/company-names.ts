import type { NafActivity } from './data/naf-activities';
import type { NameStyle } from './data/legal-forms';
import {
  ADJECTIVES,
  ASSOCIATION_CAUSES,
  ASSOCIATION_MEMBERS,
  BRAND_HEADS,
  BRAND_TAILS,
  NOUNS,
  PLACE_FEMININE,
  PLACE_MASCULINE,
  PLACE_PLURAL,
  SPORTS,
} from './data/name-parts';
import type { Commune } from './geography';
import type { PersonFactory } from './person-factory';
import type { Random } from './random';

export interface CompanyName {
  denomination: string;
  /** sigleUniteLegale, or '' */
  sigle: string;
}

/** "DU CANAL", "DE LA GARE", "DES TILLEULS" */
function placeComplement(random: Random): string {
  const r = random.next();
  if (r < 0.45) return `DU ${random.pick(PLACE_MASCULINE)}`;
  if (r < 0.8) return `DE LA ${random.pick(PLACE_FEMININE)}`;
  return `DES ${random.pick(PLACE_PLURAL)}`;
}

function initials(random: Random, count: number): string {
  let text = '';
  for (let i = 0; i < count; i++) text += String.fromCharCode(65 + random.int(26));
  return text;
}

/** Initials of the significant words of a name ('TRANSPORTS MARTIN ET FILS' → 'TMF'). */
function acronym(denomination: string): string {
  return denomination
    .split(/[ '-]+/)
    .filter((word) => word.length > 2 && !['DES', 'LES', 'AUX'].includes(word))
    .map((word) => word[0])
    .join('');
}

/** A coined brand name ('VERALIS', 'NOVELIA'). */
export function coinedWord(random: Random): string {
  return `${random.pick(BRAND_HEADS)}${random.pick(BRAND_TAILS)}`;
}

/**
 * Invented company names: combinations of activity words, surnames, place words and town names.
 * Nothing is taken from the register; a combination may of course exist somewhere by chance, as
 * "BOULANGERIE DU CANAL" surely does.
 */
export class CompanyNames {
  constructor(private readonly persons: PersonFactory) {}

  name(random: Random, style: NameStyle, activity: NafActivity, commune: Commune): CompanyName {
    const denomination = this.denomination(random, style, activity, commune);
    let sigle = '';
    if (style !== 'association' && style !== 'coownership' && random.chance(0.03)) {
      const letters = acronym(denomination);
      if (letters.length >= 2 && letters.length <= 5) sigle = letters;
    }
    return { denomination, sigle };
  }

  private surname(random: Random): string {
    return this.persons.surname(random);
  }

  private denomination(random: Random, style: NameStyle, activity: NafActivity, commune: Commune): string {
    const word = random.pick(activity.words);
    const town = commune.townWord;
    const ofTown = commune.ofTown;
    switch (style) {
      case 'sci':
        return `SCI ${this.sciName(random, town)}`;
      case 'association':
        return this.associationName(random, activity, town, ofTown);
      case 'liberal': {
        const r = random.next();
        const kind = activity.code === '69.10Z' ? 'AVOCATS' : activity.code === '69.20Z' ? 'EXPERTISE' : '';
        if (kind) return r < 0.5 ? `${this.surname(random)} ${kind}` : `${this.surname(random)} ET ASSOCIES`;
        if (activity.code === '47.73Z') return `PHARMACIE ${r < 0.5 ? placeComplement(random) : ofTown}`;
        if (r < 0.5) return `SELARL DU DOCTEUR ${this.surname(random)}`;
        return `${word} ${this.surname(random)}`;
      }
      case 'farm': {
        const r = random.next();
        const prefix = random.chance(0.5) ? 'GAEC' : 'EARL';
        if (r < 0.4) return `${prefix} ${placeComplement(random)}`;
        if (r < 0.7) return `${prefix} ${this.surname(random)}`;
        return `${prefix} ${word} ${this.surname(random)}`;
      }
      case 'medicalMeans':
        return random.chance(0.5) ? `SCM ${this.surname(random)} ${this.surname(random)}` : `SCM ${word} ${ofTown}`;
      case 'civil': {
        const r = random.next();
        if (r < 0.4) return `SOCIETE CIVILE ${this.surname(random)}`;
        if (r < 0.7) return `SC ${placeComplement(random)}`;
        return `${this.surname(random)} PATRIMOINE`;
      }
      case 'coownership':
        return random.chance(0.5)
          ? `SYNDICAT DES COPROPRIETAIRES RESIDENCE ${random.chance(0.5) ? `LES ${random.pick(PLACE_PLURAL)}` : `${random.pick(PLACE_FEMININE)}`}`
          : `SDC RESIDENCE ${placeComplement(random)}`;
      case 'foundation':
        return random.chance(0.5) ? `FONDATION ${this.surname(random)}` : `FONDATION POUR LA ${random.pick(['RECHERCHE', 'SOLIDARITE', 'NATURE', 'JEUNESSE'])} ${ofTown}`;
      case 'partnership':
        return random.chance(0.5) ? `SNC ${this.surname(random)}` : `SNC ${word} ${placeComplement(random)}`;
      case 'sa': {
        const r = random.next();
        if (r < 0.3) return `ETABLISSEMENTS ${this.surname(random)}`;
        if (r < 0.6) return `SOCIETE NOUVELLE ${word} ${this.surname(random)}`;
        return `${word} ${this.surname(random)} ET CIE`;
      }
      case 'person':
        return '';
      case 'company':
        return this.commercialName(random, activity, word, town, ofTown);
    }
  }

  private commercialName(random: Random, activity: NafActivity, word: string, town: string, ofTown: string): string {
    if (activity.code === '70.10Z' || activity.code === '64.20Z') {
      const r = random.next();
      if (r < 0.3) return `HOLDING ${this.surname(random)}`;
      if (r < 0.5) return `${this.surname(random)} HOLDING`;
      if (r < 0.65) return `FINANCIERE ${this.surname(random)}`;
      if (r < 0.8) return `${this.surname(random)} INVEST`;
      if (r < 0.9) return `${this.surname(random)} PARTICIPATIONS`;
      return `${initials(random, 3)} HOLDING`;
    }
    if (activity.code === '35.11Z') {
      return random.chance(0.5) ? `CENTRALE SOLAIRE ${ofTown}` : `${town} ENERGIES`;
    }
    const r = random.next();
    if (r < 0.25) return `${word} ${this.surname(random)}`;
    if (r < 0.42) return `${word} ${placeComplement(random)}`;
    if (r < 0.5) return `${word} ${ofTown}`;
    if (r < 0.58) return `${this.surname(random)} ${word}`;
    if (r < 0.64) return `${word} ${this.surname(random)} ET FILS`;
    if (r < 0.68) return `${this.surname(random)} FRERES`;
    if (r < 0.74) return `${this.surname(random)} ET ${this.surname(random)}`;
    if (r < 0.8) return `${word} ${random.pick(ADJECTIVES)}`;
    if (r < 0.86) return `${random.pick(NOUNS)} ET ${random.pick(NOUNS)}`;
    if (r < 0.93) return `${coinedWord(random)} ${word}`;
    return `${initials(random, 3)} ${word}`;
  }

  private sciName(random: Random, town: string): string {
    const r = random.next();
    if (r < 0.25) return `LES ${random.pick(PLACE_PLURAL)}`;
    if (r < 0.45) return placeComplement(random);
    if (r < 0.65) return this.persons.surname(random);
    if (r < 0.72) return `${this.persons.surname(random)} FRERES`;
    if (r < 0.8) return `LE CLOS ${placeComplement(random)}`;
    if (r < 0.88) return `${town} INVEST`;
    if (r < 0.95) return `${this.persons.firstName(random, 'M')} ${this.persons.firstName(random, 'F')}`;
    return `${this.persons.surname(random)} ${random.between(2, 5)}`;
  }

  private associationName(random: Random, activity: NafActivity, town: string, of: string): string {
    switch (activity.code) {
      case '93.12Z':
      case '93.19Z':
      case '85.51Z': {
        const sport = random.pick(SPORTS);
        const r = random.next();
        if (r < 0.35) return `${sport} CLUB ${of}`;
        if (r < 0.6) return `UNION SPORTIVE ${of}`;
        if (r < 0.8) return `${town} ${sport} CLUB`;
        return `ASSOCIATION SPORTIVE ${of}`;
      }
      case '90.01Z':
      case '90.04Z':
        return random.chance(0.5) ? `COMPAGNIE ${placeComplement(random)}` : `THEATRE ${placeComplement(random)}`;
      case '85.52Z':
        return random.chance(0.5) ? `ECOLE DE MUSIQUE ${of}` : `ATELIER ${placeComplement(random)}`;
      case '94.91Z':
        return `ASSOCIATION CULTUELLE ${of}`;
      default: {
        const r = random.next();
        if (r < 0.2) return `COMITE DES FETES ${of}`;
        if (r < 0.4) return `AMICALE DES ${random.pick(ASSOCIATION_MEMBERS)} ${of}`;
        if (r < 0.55) return `LES AMIS ${random.chance(0.5) ? `DU ${random.pick(PLACE_MASCULINE)}` : `DE LA ${random.pick(PLACE_FEMININE)}`} ${of}`;
        if (r < 0.7) return `ASSOCIATION ${random.pick(ASSOCIATION_CAUSES)} ${of}`;
        if (r < 0.85) return `${random.pick(activity.words)} ${placeComplement(random)}`;
        return `${random.pick(NOUNS)} ET ${random.pick(NOUNS)}`;
      }
    }
  }

  /** A shop sign (enseigne1Etablissement): 'LE FOURNIL DE CLAIRE', 'CHEZ MARCEL', 'AU PETIT MARCHE'. */
  sign(random: Random, activity: NafActivity): string {
    const r = random.next();
    if (r < 0.3) return `CHEZ ${this.persons.firstName(random, random.chance(0.5) ? 'M' : 'F')}`;
    if (r < 0.55) return `AU ${random.pick(['PETIT', 'BON', 'VIEUX', 'GRAND'])} ${random.pick(PLACE_MASCULINE)}`;
    if (r < 0.8) return `${random.pick(activity.words)} ${placeComplement(random)}`;
    return `L'${random.pick(['ATELIER', 'ESCALE', 'ECHOPPE', 'ETAPE', 'INSTANT'])} ${random.pick(ADJECTIVES)}`;
  }
}

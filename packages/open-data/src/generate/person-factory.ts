import { COMPOUND_HEADS, FIRST_NAMES, NATIONALITIES, SURNAMES, type Gender } from './data/french-names';
import type { Random } from './random';
import { WeightedTable } from './weighted-table';

/** An invented natural person: an individual entrepreneur or a director. */
export interface Person {
  /** Birth name, upper case */
  lastName: string;
  /** Usage name (a spouse's name), or null */
  usageName: string | null;
  /** Given names in order, upper case (1 to 3) */
  firstNames: readonly string[];
  gender: Gender;
  birthYear: number;
  birthMonth: number;
  /** As the RNE writes it ('Française') */
  nationality: string;
  /**
   * A number equal for two persons exactly when the RNE importer sees them as the same person
   * (same normalised last name, given names and birth month): used to count distinct persons.
   */
  identity: number;
}

/**
 * Draws invented persons from the name lists. Names are weighted by frequency; a person whose
 * first given name heads a compound name ('JEAN' of 'JEAN-PIERRE') gets a single given name (see
 * french-names.ts), which keeps `identity` faithful to the importer's normalisation.
 */
export class PersonFactory {
  private readonly surnames: WeightedTable<number>;
  private readonly firstNamesByGender: Record<Gender, WeightedTable<number>>;
  private readonly nationalities: WeightedTable<string>;

  constructor() {
    this.surnames = new WeightedTable(SURNAMES.map(([, weight], index) => [index, weight] as const));
    const forGender = (gender: Gender) =>
      new WeightedTable(
        FIRST_NAMES.flatMap(([, g, weight], index) => (g === gender || g === 'X' ? [[index, weight] as const] : [])),
      );
    this.firstNamesByGender = { M: forGender('M'), F: forGender('F') };
    this.nationalities = new WeightedTable(NATIONALITIES);
  }

  surname(random: Random): string {
    return SURNAMES[this.surnames.pick(random)]?.[0] as string;
  }

  firstName(random: Random, gender: Gender): string {
    return FIRST_NAMES[this.firstNamesByGender[gender].pick(random)]?.[0] as string;
  }

  /** A person born between `minYear` and `maxYear` (inclusive). */
  create(random: Random, minYear: number, maxYear: number, gender: Gender = random.chance(0.62) ? 'M' : 'F'): Person {
    const surnameIndex = this.surnames.pick(random);
    const lastName = SURNAMES[surnameIndex]?.[0] as string;
    const names = this.firstNamesByGender[gender];
    const first = names.pick(random);
    const indices = [first];
    const firstName = FIRST_NAMES[first]?.[0] as string;
    if (!COMPOUND_HEADS.has(firstName)) {
      const r = random.next();
      const extra = r < 0.55 ? 0 : r < 0.9 ? 1 : 2;
      for (let i = 0; i < extra; i++) {
        const next = names.pick(random);
        if (!indices.includes(next) && !COMPOUND_HEADS.has(FIRST_NAMES[next]?.[0] as string)) indices.push(next);
      }
    }
    const birthYear = random.between(minYear, maxYear);
    const birthMonth = random.between(1, 12);
    const usageName =
      random.chance(gender === 'F' ? 0.15 : 0.01) ? (SURNAMES[this.surnames.pick(random)]?.[0] as string) : null;
    return {
      lastName,
      usageName: usageName === lastName ? null : usageName,
      firstNames: indices.map((i) => FIRST_NAMES[i]?.[0] as string),
      gender,
      birthYear,
      birthMonth,
      nationality: this.nationalities.pick(random),
      identity: personIdentity(surnameIndex, indices, birthYear, birthMonth),
    };
  }
}

/** See `Person.identity`: below 2^46, and never 0. */
export function personIdentity(surnameIndex: number, firstNameIndices: readonly number[], birthYear: number, birthMonth: number): number {
  let code = surnameIndex + 1;
  for (let i = 0; i < 3; i++) code = code * 256 + (firstNameIndices[i] === undefined ? 0 : (firstNameIndices[i] as number) + 1);
  return (code * 128 + (birthYear - 1900)) * 16 + birthMonth;
}

/** Identity of a legal-entity director (by SIREN), disjoint from natural persons' identities. */
export function legalIdentity(siren: string): number {
  return 2 ** 50 + Number(siren);
}

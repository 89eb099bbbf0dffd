import { IdentityKeyTable } from './identity-key-table';
import { personFromCopyLine } from './rne-batch';
import type { RnePersonRow } from './rne-rows';

/** The mergeable columns of a person, in the order of their bit in a null mask (see `PersonRegistry`). */
const MERGED_PERSON_FIELDS = [
  'lastName',
  'usageName',
  'firstNames',
  'birthYear',
  'birthMonth',
  'nationality',
  'legalSiren',
  'denomination',
  'slug',
] as const satisfies ReadonlyArray<keyof RnePersonRow>;

/** Bit of a null mask set while the stored person is diffusible. */
const DIFFUSIBLE_BIT = 1 << MERGED_PERSON_FIELDS.length;

/** Which mergeable columns of the person are null (bit i for `MERGED_PERSON_FIELDS[i]`), and whether it is diffusible. */
export function nullMask(person: RnePersonRow): number {
  let mask = person.diffusible ? DIFFUSIBLE_BIT : 0;
  for (let bit = 0; bit < MERGED_PERSON_FIELDS.length; bit++) {
    if (person[MERGED_PERSON_FIELDS[bit] as (typeof MERGED_PERSON_FIELDS)[number]] === null) mask |= 1 << bit;
  }
  return mask;
}

/**
 * The persons written by a first load, without keeping their rows: identity key → id, and for each id which of
 * its columns are still null and whether it is diffusible. A later sighting of the same person then changes the
 * stored row exactly as the staging upsert would (known values stay, gaps are filled by the first sighting that
 * has them, non-diffusible is sticky): those changes are kept as patches, few, applied once the keys are back.
 */
export class PersonRegistry {
  /** Identity key → index of first sighting (the id is `firstId` + index). */
  private readonly keys = new IdentityKeyTable();
  private masks = new Uint16Array(1 << 16);
  private readonly patches = new Map<number, RnePersonRow>();

  /** `firstId`: the id the first new person gets (ids follow in order of first sighting). */
  constructor(private readonly firstId: number) {}

  get size(): number {
    return this.keys.size;
  }

  /**
   * The id of the person with this identity key, and whether it is new (its row is then to be written): `mask` is
   * the sighting's `nullMask`, `line` its `personValues` as a COPY line (read back only when it patches a gap).
   */
  sight(key: string, mask: number, line: string): { id: number; isNew: boolean } {
    const index = this.keys.intern(key);
    const id = this.firstId + index;
    if (this.keys.added) {
      if (index === this.masks.length) {
        const grown = new Uint16Array(this.masks.length * 2);
        grown.set(this.masks);
        this.masks = grown;
      }
      this.masks[index] = mask;
      return { id, isNew: true };
    }
    this.merge(index, mask, line);
    return { id, isNew: false };
  }

  private merge(index: number, mask: number, line: string): void {
    const known = this.masks[index] ?? 0;
    // Gaps of the stored row that this sighting has a value for.
    const filled = known & ~mask & (DIFFUSIBLE_BIT - 1);
    const losesDiffusion = (known & DIFFUSIBLE_BIT) !== 0 && (mask & DIFFUSIBLE_BIT) === 0;
    if (filled === 0 && !losesDiffusion) return;
    const id = this.firstId + index;
    const person = personFromCopyLine(line);
    let patch = this.patches.get(id);
    if (!patch) {
      // Only what the sighting adds: upserted onto the stored row, it fills the gaps and nothing else.
      patch = { ...person, diffusible: true, ...Object.fromEntries(MERGED_PERSON_FIELDS.map((field) => [field, null])) } as RnePersonRow;
      this.patches.set(id, patch);
    }
    for (let bit = 0; bit < MERGED_PERSON_FIELDS.length; bit++) {
      if (filled & (1 << bit)) {
        const field = MERGED_PERSON_FIELDS[bit] as (typeof MERGED_PERSON_FIELDS)[number];
        Object.assign(patch, { [field]: person[field] });
      }
    }
    if (losesDiffusion) patch.diffusible = false;
    this.masks[index] = known & ~filled & (losesDiffusion ? ~DIFFUSIBLE_BIT : ~0);
  }

  /**
   * What later sightings add to persons already written, one row per person: the values that fill its gaps (others
   * null) and diffusible false when it lost it; `UPSERT_PERSONS` merges them as it merges any later sighting.
   */
  pendingPatches(): RnePersonRow[] {
    return [...this.patches.values()];
  }
}

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
/** A JavaScript Map holds at most 2^24 entries: identity keys are spread over several. */
const SHARDS = 16;


function shardOf(key: string): number {
  // FNV-1a over the key's last characters (where names and birth months differ).
  let hash = 0x811c9dc5;
  for (let i = Math.max(0, key.length - 12); i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % SHARDS;
}

function nullMask(person: RnePersonRow): number {
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
  private readonly ids = Array.from({ length: SHARDS }, () => new Map<string, number>());
  private masks = new Uint16Array(1 << 16);
  private readonly patches = new Map<number, RnePersonRow>();
  private count = 0;

  /** `firstId`: the id the first new person gets (ids follow in order of first sighting). */
  constructor(private readonly firstId: number) {}

  get size(): number {
    return this.count;
  }

  /** The id of this person, and whether it is new (its row is then to be written). */
  sight(person: RnePersonRow): { id: number; isNew: boolean } {
    const shard = this.ids[shardOf(person.identityKey)] as Map<string, number>;
    const known = shard.get(person.identityKey);
    if (known === undefined) {
      const id = this.firstId + this.count;
      shard.set(person.identityKey, id);
      if (this.count === this.masks.length) {
        const grown = new Uint16Array(this.masks.length * 2);
        grown.set(this.masks);
        this.masks = grown;
      }
      this.masks[this.count++] = nullMask(person);
      return { id, isNew: true };
    }
    this.merge(known, person);
    return { id: known, isNew: false };
  }

  private merge(id: number, person: RnePersonRow): void {
    const index = id - this.firstId;
    const mask = this.masks[index] ?? 0;
    let filled = 0;
    for (let bit = 0; bit < MERGED_PERSON_FIELDS.length; bit++) {
      if (mask & (1 << bit) && person[MERGED_PERSON_FIELDS[bit] as (typeof MERGED_PERSON_FIELDS)[number]] !== null) filled |= 1 << bit;
    }
    const losesDiffusion = (mask & DIFFUSIBLE_BIT) !== 0 && !person.diffusible;
    if (filled === 0 && !losesDiffusion) return;
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
    this.masks[index] = (mask & ~filled) & (losesDiffusion ? ~DIFFUSIBLE_BIT : ~0);
  }

  /**
   * What later sightings add to persons already written, one row per person: the values that fill its gaps (others
   * null) and diffusible false when it lost it; `UPSERT_PERSONS` merges them as it merges any later sighting.
   */
  pendingPatches(): RnePersonRow[] {
    return [...this.patches.values()];
  }
}

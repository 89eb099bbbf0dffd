/** A current mandate that may make its holder the company's main leader. */
export interface LeaderCandidate {
  /** Rank of the role in the leader preference order (1 first); null: the role never leads. */
  preference: number | null;
  startDate: string | null;
  isCurrent: boolean;
  /** Stable tie-breaker (the person's id). */
  personId: number;
}

function startOrder(date: string | null): string {
  // An unknown start date ranks after every known one: the longest-serving leader comes first.
  return date ?? '9999-12-31';
}

/**
 * The company's main leader: among current mandates whose role has a preference rank
 * (président, gérant, entrepreneur, directeur général… liquidateur last), the best rank;
 * between equal ranks the earliest start, then the smallest person id so that the choice
 * never changes between two reads. Null when no current mandate leads.
 */
export function chooseMainLeader<T extends LeaderCandidate>(candidates: readonly T[]): T | null {
  let best: T | null = null;
  for (const candidate of candidates) {
    if (!candidate.isCurrent || candidate.preference === null) continue;
    if (
      best === null ||
      candidate.preference < (best.preference as number) ||
      (candidate.preference === best.preference &&
        (startOrder(candidate.startDate) < startOrder(best.startDate) ||
          (startOrder(candidate.startDate) === startOrder(best.startDate) && candidate.personId < best.personId)))
    ) {
      best = candidate;
    }
  }
  return best;
}

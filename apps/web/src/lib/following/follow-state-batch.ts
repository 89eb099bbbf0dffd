import { loadFollowState, type FollowState } from './follow-api';

let pending: { sirens: Set<string>; state: Promise<FollowState> } | null = null;

/**
 * The follow state of a company, loaded together with every other follow button mounted in the
 * same tick (a page of search results asks once for its twenty SIRENs, not twenty times).
 */
export function followStateFor(siren: string): Promise<FollowState> {
  if (pending === null) {
    const sirens = new Set<string>();
    const state = new Promise<FollowState>((resolve, reject) => {
      setTimeout(() => {
        pending = null;
        loadFollowState([...sirens]).then(resolve, reject);
      }, 0);
    });
    pending = { sirens, state };
  }
  pending.sirens.add(siren);
  return pending.state;
}

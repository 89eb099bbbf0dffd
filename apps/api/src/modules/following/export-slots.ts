/**
 * At most `limit` things at once in this process: `tryTake` answers a release function (to call once, when done;
 * later calls do nothing) or null when every slot is taken.
 */
export function exportSlots(limit: number) {
  let taken = 0;
  return {
    tryTake(): (() => void) | null {
      if (taken >= limit) return null;
      taken += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        taken -= 1;
      };
    },
  };
}

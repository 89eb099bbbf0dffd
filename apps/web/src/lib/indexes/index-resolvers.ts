import type { ActivityDetail, ActivityLevel } from '@registre/domain';
import { activityFromParam } from './index-params';

const ANY_LEVEL: readonly ActivityLevel[] = ['section', 'division', 'subclass'];

/** A NAF code of any level from a path segment, or null. */
export const anyActivity = (raw: string) => activityFromParam(raw, ANY_LEVEL);

/**
 * The subclass of `/{code}/{subclass}`: a subclass under `code` (its division, or its section:
 * the page then redirects to the division's form), or null.
 */
export async function subclassUnder(rawCode: string, rawSubclass: string): Promise<ActivityDetail | null> {
  const [parent, subclass] = await Promise.all([activityFromParam(rawCode, ['section', 'division']), activityFromParam(rawSubclass, ['subclass'])]);
  if (parent === null || subclass === null) return null;
  return subclass.ancestors.some((ancestor) => ancestor.code === parent.code) ? subclass : null;
}

import { activityParamsSchema, directorsByDepartmentParamsSchema, type ActivityDetail, type ActivityLevel, type DepartmentCount } from '@registre/domain';
import { permanentRedirect } from 'next/navigation';
import { decodedSegment } from '@/lib/url/decoded-segment';
import { firstParam, type RawSearchParams } from '@/lib/search/search-page-params';
import { getActivity, getDepartment } from './index-api';
import { isCanonical } from './index-canonical';
import { CURSOR_PARAM, withCursor } from './index-paths';

/** The NAF code of a path segment (`j`, `6201Z`, `62.01Z`) if it is one of `levels`, else null (the page's 404). */
export async function activityFromParam(raw: string, levels: readonly ActivityLevel[]): Promise<ActivityDetail | null> {
  const parsed = activityParamsSchema.safeParse({ code: decodedSegment(raw) });
  const activity = parsed.success ? await getActivity(parsed.data.code) : null;
  return activity !== null && levels.includes(activity.level) ? activity : null;
}

/** The department of a path segment (`75`, `2a`), with its name, or null (the page's 404). */
export async function departmentFromParam(raw: string): Promise<DepartmentCount | null> {
  const parsed = directorsByDepartmentParamsSchema.safeParse({ department: decodedSegment(raw) });
  return parsed.success ? getDepartment(parsed.data.department) : null;
}

/** The listing position asked for (`?apres=`), if any. */
export function cursorParam(searchParams: RawSearchParams): string | undefined {
  return firstParam(searchParams, CURSOR_PARAM) || undefined;
}

/** 308 to `canonical` (keeping the listing position) when the path asked for is written otherwise. */
export function redirectUnlessCanonical(prefix: string, segments: readonly string[], canonical: string, cursor: string | undefined): void {
  if (!isCanonical(prefix, segments, canonical)) permanentRedirect(withCursor(canonical, cursor));
}

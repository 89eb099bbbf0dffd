import { cache } from 'react';
import {
  activityCountsResponseSchema,
  activityDetailResponseSchema,
  companyIndexResponseSchema,
  departmentCountsResponseSchema,
  directorIndexResponseSchema,
  type ActivityCount,
  type ActivityDetail,
  type DepartmentCount,
} from '@registre/domain';
import { PAGE_REVALIDATE_SECONDS } from '@/config/revalidate';
import { fetchApiResult, type ApiResult } from '@/lib/api/fetch-api-result';

/** Index pages are general pages: their reads revalidate like them. */
const INDEX_CACHE = { next: { revalidate: PAGE_REVALIDATE_SECONDS } };

/** Companies or directors per index page. */
export const INDEX_PAGE_SIZE = 50;

function query(values: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The data of an answer whose refusal only means "nothing" (lookups of the nomenclatures). */
function required<T>(result: ApiResult<T>): T | null {
  return result.kind === 'ok' ? result.data : null;
}

/** A section, division or subclass with the codes above it; null when the nomenclature has no such code. */
export const getActivity = cache(async (code: string): Promise<ActivityDetail | null> => {
  const result = await fetchApiResult(`/api/indexes/activities/${encodeURIComponent(code)}`, activityDetailResponseSchema, INDEX_CACHE);
  return required(result)?.data ?? null;
});

/** Every department with its number of companies. */
export const getDepartments = cache(async (): Promise<DepartmentCount[]> => {
  const result = await fetchApiResult('/api/indexes/companies/departments', departmentCountsResponseSchema, INDEX_CACHE);
  return required(result)?.data ?? [];
});

/** One department by code, or null. */
export async function getDepartment(code: string): Promise<DepartmentCount | null> {
  return (await getDepartments()).find((department) => department.code === code) ?? null;
}

/** NAF codes with their company counts: one level under `activityCode` (sections without), or every code of `level`. */
export const getActivityCounts = cache(
  async (activityCode: string | undefined, department: string | undefined, level?: 'division'): Promise<ActivityCount[]> => {
    const path = `/api/indexes/companies/activities${query({ activity_code: activityCode, department, level })}`;
    const result = await fetchApiResult(path, activityCountsResponseSchema, INDEX_CACHE);
    return required(result)?.data ?? [];
  },
);

/** One page of companies of a department, a NAF division or subclass, or both. */
export function getCompanyPage(filter: { department?: string; activityCode?: string }, cursor: string | undefined) {
  const path = `/api/indexes/companies${query({ department: filter.department, activity_code: filter.activityCode, cursor, per_page: String(INDEX_PAGE_SIZE) })}`;
  return fetchApiResult(path, companyIndexResponseSchema, INDEX_CACHE);
}

/** One page of directors of a NAF section or division. */
export function getDirectorPageBySector(code: string, cursor: string | undefined) {
  const path = `/api/directors/by-sector/${encodeURIComponent(code)}${query({ cursor, per_page: String(INDEX_PAGE_SIZE) })}`;
  return fetchApiResult(path, directorIndexResponseSchema, INDEX_CACHE);
}

/** One page of directors of a department, optionally of one NAF division there. */
export function getDirectorPageByDepartment(department: string, division: string | undefined, cursor: string | undefined) {
  const path = `/api/directors/by-department/${encodeURIComponent(department)}${query({ activity_code: division, cursor, per_page: String(INDEX_PAGE_SIZE) })}`;
  return fetchApiResult(path, directorIndexResponseSchema, INDEX_CACHE);
}

import { filterOptionsResponseSchema, type FilterOption } from '@registre/domain';
import { NOMENCLATURE_REVALIDATE_SECONDS } from '@/config/revalidate';
import { fetchApiJson } from '@/lib/api/fetch-api-json';

async function filterOptions(path: string): Promise<FilterOption[]> {
  const response = await fetchApiJson(path, filterOptionsResponseSchema, { next: { revalidate: NOMENCLATURE_REVALIDATE_SECONDS } });
  return response?.data ?? [];
}

/** The department filter's choices (`GET /api/search/french-departments`). */
export const getDepartmentOptions = () => filterOptions('/api/search/french-departments');

/** The activity filter's choices: NAF subclasses (`GET /api/search/ape-codes`). */
export const getActivityOptions = () => filterOptions('/api/search/ape-codes');

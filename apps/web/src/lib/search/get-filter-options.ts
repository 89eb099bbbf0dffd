import { filterOptionsResponseSchema, type FilterOption } from '@registre/domain';
import { fetchApiJson } from '@/lib/api/fetch-api-json';

const OPTIONS_REVALIDATE_SECONDS = 86_400;

async function filterOptions(path: string): Promise<FilterOption[]> {
  const response = await fetchApiJson(path, filterOptionsResponseSchema, { next: { revalidate: OPTIONS_REVALIDATE_SECONDS } });
  return response?.data ?? [];
}

/** The department filter's choices (`GET /api/search/french-departments`). */
export const getDepartmentOptions = () => filterOptions('/api/search/french-departments');

/** The activity filter's choices: NAF subclasses (`GET /api/search/ape-codes`). */
export const getActivityOptions = () => filterOptions('/api/search/ape-codes');

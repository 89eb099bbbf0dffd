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

/** The region filter's choices (`GET /api/search/regions`). */
export const getRegionOptions = () => filterOptions('/api/search/regions');

/** The choices of the search form's list filters. */
export interface CompanyFilterChoices {
  departments: FilterOption[];
  regions: FilterOption[];
  activities: FilterOption[];
}

export async function getCompanyFilterChoices(): Promise<CompanyFilterChoices> {
  const [departments, regions, activities] = await Promise.all([getDepartmentOptions(), getRegionOptions(), getActivityOptions()]);
  return { departments, regions, activities };
}

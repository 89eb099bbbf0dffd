import { FOLLOWING_PATHS, type AddCompaniesResult, type FollowedList, type FollowedListSummary } from '@registre/domain';
import type { ApiClient } from '../api-client/api-client';

/** The account pages' calls on the user's lists (SPECIFICATION §7, Following). */
export function listsApi(api: ApiClient) {
  return {
    lists: async () => ((await api.get(FOLLOWING_PATHS.lists)) as { data: FollowedListSummary[] }).data,
    list: async (id: string) => ((await api.get(FOLLOWING_PATHS.list(id))) as { data: FollowedList }).data,
    create: async (name: string) => ((await api.post(FOLLOWING_PATHS.lists, { name })) as { data: FollowedListSummary }).data,
    remove: async (id: string) => {
      await api.delete(FOLLOWING_PATHS.list(id));
    },
    addCompanies: async (id: string, sirens: string[]) => ((await api.post(FOLLOWING_PATHS.listCompanies(id), { sirens })) as { data: AddCompaniesResult }).data,
    removeCompanies: async (id: string, sirens: string[]) => {
      await api.delete(FOLLOWING_PATHS.listCompanies(id), { sirens });
    },
    exportUrl: (id: string, format: 'csv' | 'xlsx') => api.url(FOLLOWING_PATHS.listExport(id, format)),
  };
}

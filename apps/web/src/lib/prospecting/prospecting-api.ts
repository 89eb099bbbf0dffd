import {
  PROSPECTING_PATHS,
  type ProspectingAllowance,
  type ProspectingColumn,
  type ProspectingExport,
  type ProspectingFiltersInput,
  type ProspectPreviewRow,
  type SavedSearch,
} from '@registre/domain';
import type { ApiClient } from '../api-client/api-client';

export interface ProspectingPreview {
  count: number;
  more: boolean;
  rows: ProspectPreviewRow[];
}

/** The prospecting pages' calls (`/api/prospecting…`). */
export function prospectingApi(api: ApiClient) {
  return {
    preview: async (filters: ProspectingFiltersInput) => ((await api.post(PROSPECTING_PATHS.preview, { filters })) as { data: ProspectingPreview }).data,
    allowance: async () => ((await api.get(PROSPECTING_PATHS.allowance)) as { data: ProspectingAllowance }).data,
    searches: async () => ((await api.get(PROSPECTING_PATHS.searches)) as { data: SavedSearch[] }).data,
    search: async (id: string) => ((await api.get(PROSPECTING_PATHS.search(id))) as { data: SavedSearch }).data,
    save: async (name: string, filters: ProspectingFiltersInput, columns: ProspectingColumn[]) =>
      ((await api.post(PROSPECTING_PATHS.searches, { name, filters, columns })) as { data: SavedSearch }).data,
    remove: async (id: string) => {
      await api.delete(PROSPECTING_PATHS.search(id));
    },
    exports: async () => ((await api.get(PROSPECTING_PATHS.exports)) as { data: ProspectingExport[] }).data,
  };
}

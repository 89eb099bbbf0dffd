/** Paths of the following API (specification §7, "Following"). */
export const FOLLOWING_PATHS = {
  followed: '/api/company/followed',
  lists: '/api/followed-lists',
  list: (id: string) => `/api/followed-lists/${encodeURIComponent(id)}`,
  listCompanies: (id: string) => `/api/followed-lists/${encodeURIComponent(id)}/companies`,
  listExport: (id: string, format: 'csv' | 'xlsx') => `/api/followed-lists/${encodeURIComponent(id)}/export?format=${format}`,
  follow: (siren: string) => `/api/company/${encodeURIComponent(siren)}/follow`,
  followInList: (siren: string, listId: string) => `/api/company/${encodeURIComponent(siren)}/follow/${encodeURIComponent(listId)}`,
  unfollow: (siren: string) => `/api/company/${encodeURIComponent(siren)}/unfollow`,
  unfollowList: '/api/company/unfollow-list',
  companyHistory: (siren: string) => `/api/companies/${encodeURIComponent(siren)}/history`,
  alertSettings: '/api/alert-settings',
  webhookDeliveries: '/api/alert-settings/webhook-deliveries',
} as const;

/** Bounds of the lists (specification §9 leaves them to us; the issue asks for bounded counts). */
export const FOLLOWING_LIMITS = {
  listsPerUser: 100,
  companiesPerList: 10_000,
  listNameMaxLength: 80,
  /** List exports one API process streams at once; one more is refused (503 + Retry-After). */
  concurrentExports: 2,
} as const;

/** Name of the list a company goes to when followed without choosing one. */
export const DEFAULT_LIST_NAME = 'Mes entreprises suivies';

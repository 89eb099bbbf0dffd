import { FOLLOWING_PATHS, type AlertSettings, type AlertSettingsRequest, type WebhookDelivery } from '@registre/domain';
import type { ApiClient } from '../api-client/api-client';

/** The account's calls on the alert settings and the webhook's delivery log. */
export function alertsApi(api: ApiClient) {
  return {
    settings: async () => ((await api.get(FOLLOWING_PATHS.alertSettings)) as { data: AlertSettings }).data,
    save: async (input: AlertSettingsRequest) => ((await api.post(FOLLOWING_PATHS.alertSettings, { ...input })) as { data: AlertSettings }).data,
    deliveries: async () => ((await api.get(FOLLOWING_PATHS.webhookDeliveries)) as { data: WebhookDelivery[] }).data,
  };
}

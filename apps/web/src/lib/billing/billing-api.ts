import type { CancellationLinkView, InvoiceView, Offer, PaymentOutcomeResponse, PreOrder, SubscriptionView } from '@registre/domain';
import type { ApiClient } from '@/lib/api-client/api-client';

/** The calls of the billing pages (bodies follow the API's OpenAPI contracts). */
export const billingApi = {
  offer: async (api: ApiClient) => ((await api.get('/api/config/offer')) as { data: Offer }).data,
  subscription: async (api: ApiClient) => ((await api.get('/api/subscription')) as { data: SubscriptionView | null }).data,
  invoices: async (api: ApiClient) => ((await api.get('/api/invoices')) as { data: InvoiceView[] }).data,
  cardholderName: async (api: ApiClient) => ((await api.get('/api/config/cardholder-name')) as { data: { cardholder_name: string | null } }).data.cardholder_name,
  subscribe: async (api: ApiClient, body: Record<string, unknown>, signedIn: boolean) =>
    ((await api.post(signedIn ? '/api/subscriptions' : '/api/register-and-subscribe', body)) as PaymentOutcomeResponse).data,
  payment: async (api: ApiClient, id: string) =>
    ((await api.get(`/api/payments/${encodeURIComponent(id)}`)) as { data: { id: string; status: string; amount_cents: number; card: { brand: string; last4: string } | null; pre_order_id: string | null } }).data,
  challenge: async (api: ApiClient, id: string, approve: boolean) => ((await api.post(`/api/payments/${encodeURIComponent(id)}/challenge`, { approve })) as PaymentOutcomeResponse).data,
  cancel: async (api: ApiClient) => ((await api.post('/api/subscription/cancel')) as { data: SubscriptionView }).data,
  requestPublicCancellation: async (api: ApiClient, body: { email: string; contract_reference: string }) => api.post('/api/cancellation-requests', body),
  previewPublicCancellation: async (api: ApiClient, token: string) =>
    ((await api.post('/api/cancellation-requests/preview', { token })) as { data: CancellationLinkView }).data,
  confirmPublicCancellation: async (api: ApiClient, token: string) =>
    ((await api.post('/api/cancellation-requests/confirm', { token })) as { data: { contract_reference: string; ends_at: string | null } }).data,
  preOrder: async (api: ApiClient, id: string) =>
    ((await api.get(`/api/pre-orders/${encodeURIComponent(id)}`)) as { data: PreOrder }).data,
};

export const eurosFromCents = (cents: number): string => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
export const dateFr = (iso: string): string => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

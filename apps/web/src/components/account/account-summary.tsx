'use client';

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PageMeta } from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '@/components/ui/app-link';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { accountT } from '@/lib/auth/account-i18n';
import { billingApi } from '@/lib/billing/billing-api';
import { billingT } from '@/lib/billing/billing-i18n';
import { alertsApi } from '@/lib/following/alerts-api';
import { listsApi } from '@/lib/following/lists-api';
import { ALERT_SETTINGS_QUERY_KEY } from '@/components/following/alert-settings-form';
import { LISTS_QUERY_KEY } from '@/components/following/lists-overview';

interface SummaryCard {
  href: string;
  title: string;
  /** Null while it loads. */
  status: string | null;
}

/**
 * The top of /mon-compte, the customer's home: a card per section (orders, subscription, lists, alerts)
 * saying where each stands, each a link to its section.
 */
export function AccountSummary() {
  const client = useApiClient();
  const orders = useQuery({ queryKey: ['orders', 'count'], queryFn: async () => ((await client.get('/api/orders?page=1&per_page=1')) as { meta: PageMeta }).meta.total });
  const subscription = useQuery({ queryKey: ['subscription'], queryFn: () => billingApi.subscription(client) });
  const lists = useQuery({ queryKey: LISTS_QUERY_KEY, queryFn: listsApi(client).lists });
  const alerts = useQuery({ queryKey: ALERT_SETTINGS_QUERY_KEY, queryFn: alertsApi(client).settings });

  const followed = lists.data?.reduce((sum, list) => sum + list.companies_count, 0);
  const cards: SummaryCard[] = [
    {
      href: '/mon-compte/commandes',
      title: accountT('sections.orders'),
      status: orders.data === undefined ? null : orders.data === 0 ? accountT('summary.noOrder') : accountT('summary.orders', { count: orders.data }),
    },
    {
      href: '/mon-compte/abonnement',
      title: accountT('sections.subscription'),
      status: subscription.isPending ? null : subscription.data ? billingT(`account.status.${subscription.data.status}`) : accountT('summary.noSubscription'),
    },
    {
      href: '/mon-compte/listes',
      title: accountT('sections.lists'),
      status:
        lists.data === undefined || followed === undefined
          ? null
          : followed === 0
            ? accountT('summary.nothingFollowed')
            : `${accountT('summary.lists', { count: lists.data.length })} · ${accountT('summary.followed', { count: followed })}`,
    },
    {
      href: '/mon-compte/alertes',
      title: accountT('sections.alerts'),
      status: alerts.data === undefined ? null : accountT(`summary.digest.${alerts.data.digest_frequency}`),
    },
  ];
  return (
    <Box component="ul" aria-label={accountT('summary.label')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xxxs: '1fr', sm: '1fr 1fr' } }}>
      {cards.map((card) => (
        <li key={card.href}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
            <AppLink href={card.href} sx={{ fontWeight: 600 }}>
              {card.title}
            </AppLink>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {card.status ?? accountT('loading')}
            </Typography>
          </Paper>
        </li>
      ))}
    </Box>
  );
}

'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateFr, formatNumberFr } from '@registre/domain';
import Link from 'next/link';
import { AccountLoading } from '@/components/following/account-loading';
import { useNotify } from '@/components/notifications/notification-context';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useAuth } from '@/lib/auth/use-auth';
import { prospectingApi } from '@/lib/prospecting/prospecting-api';
import { failureText, prospectingT } from '@/lib/prospecting/prospecting-i18n';
import { GuestAccountPrompt } from './guest-account-prompt';
import { ProspectingAllowanceLine } from './prospecting-allowance-line';
import { PROSPECTING_FORM_PATH, PROSPECTING_QUERY_KEYS } from './prospecting-tool';

const DASHBOARD_PATH = '/prospection-clients/dashboard';

/** /prospection-clients/dashboard: the saved searches (open, delete), the rows left, and the export history. */
export function ProspectingDashboard() {
  // A guest's profile call answers 401: no user once it has answered.
  const { user, isLoading } = useAuth();
  const api = prospectingApi(useApiClient());
  const queryClient = useQueryClient();
  const notify = useNotify();
  const signedIn = Boolean(user);
  const searches = useQuery({ queryKey: PROSPECTING_QUERY_KEYS.searches, queryFn: api.searches, enabled: signedIn });
  const exports = useQuery({ queryKey: PROSPECTING_QUERY_KEYS.exports, queryFn: api.exports, enabled: signedIn });
  const allowance = useQuery({ queryKey: PROSPECTING_QUERY_KEYS.allowance, queryFn: api.allowance, enabled: signedIn });
  const remove = useMutation({
    mutationFn: async (search: { id: string; name: string }) => {
      await api.remove(search.id);
      return search;
    },
    onSuccess: async (search) => {
      notify({ content: prospectingT('dashboard.deleted', { name: search.name }), severity: 'success' });
      await queryClient.invalidateQueries({ queryKey: PROSPECTING_QUERY_KEYS.searches });
    },
    onError: (error) => notify({ content: failureText(error), severity: 'error' }),
  });

  if (!isLoading && !user) {
    return (
      <GuestAccountPrompt
        title={prospectingT('guest.dashboardTitle')}
        text={prospectingT('guest.dashboardText')}
        returnTo={DASHBOARD_PATH}
        loginLabel={prospectingT('guest.login')}
        registerLabel={prospectingT('guest.register')}
      />
    );
  }
  if (!user || searches.isPending || exports.isPending) return <AccountLoading text={prospectingT('form.counting')} />;
  if (searches.isError || exports.isError) return <Alert severity="error">{failureText(searches.error ?? exports.error)}</Alert>;

  return (
    <Stack spacing={4}>
      <Stack direction={{ xxxs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <ProspectingAllowanceLine allowance={allowance.data} />
        <Button component={Link} href={PROSPECTING_FORM_PATH} variant="contained" sx={{ flexShrink: 0 }}>
          {prospectingT('dashboard.newSearch')}
        </Button>
      </Stack>
      <Box component="section" aria-labelledby="saved-searches">
        <Typography id="saved-searches" variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
          {prospectingT('dashboard.searches')}
        </Typography>
        {searches.data.length === 0 ? (
          <Alert severity="info">{prospectingT('dashboard.searchesEmpty')}</Alert>
        ) : (
          <Paper variant="outlined">
            <List disablePadding aria-label={prospectingT('dashboard.searches')}>
              {searches.data.map((search, index) => (
                <ListItem key={search.id} divider={index < searches.data.length - 1} sx={{ gap: 2, flexWrap: 'wrap' }}>
                  <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{search.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {prospectingT('dashboard.savedOn', { date: formatDateFr(search.updated_at) })}
                    </Typography>
                  </Box>
                  <Stack direction="row" spacing={1}>
                    <Button component={Link} href={`${PROSPECTING_FORM_PATH}?recherche=${search.id}`} size="small" variant="outlined" aria-label={`${prospectingT('dashboard.open')} : ${search.name}`}>
                      {prospectingT('dashboard.open')}
                    </Button>
                    <Button size="small" color="error" disabled={remove.isPending} onClick={() => remove.mutate(search)} aria-label={`${prospectingT('dashboard.delete')} : ${search.name}`}>
                      {prospectingT('dashboard.delete')}
                    </Button>
                  </Stack>
                </ListItem>
              ))}
            </List>
          </Paper>
        )}
      </Box>
      <Box component="section" aria-labelledby="export-history">
        <Typography id="export-history" variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
          {prospectingT('dashboard.exports')}
        </Typography>
        {exports.data.length === 0 ? (
          <Alert severity="info">{prospectingT('dashboard.exportsEmpty')}</Alert>
        ) : (
          <Paper variant="outlined">
            <List disablePadding aria-label={prospectingT('dashboard.exports')}>
              {exports.data.map((entry, index) => (
                <ListItem key={entry.order_id} divider={index < exports.data.length - 1} sx={{ gap: 2, flexWrap: 'wrap' }}>
                  <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                    <Link href={`/commandes/${entry.order_id}`} style={{ fontWeight: 600 }}>
                      {formatDateFr(entry.created_at)} — {prospectingT('dashboard.exportLine', { rows: formatNumberFr(entry.rows), format: entry.format.toUpperCase() })}
                    </Link>
                    {entry.search_name ? (
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {prospectingT('dashboard.exportOf', { name: entry.search_name })}
                      </Typography>
                    ) : null}
                  </Box>
                  <Typography variant="body2">{prospectingT(`dashboard.states.${entry.state}`)}</Typography>
                </ListItem>
              ))}
            </List>
          </Paper>
        )}
      </Box>
    </Stack>
  );
}

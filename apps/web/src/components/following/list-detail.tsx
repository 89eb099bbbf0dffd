'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { companyPath, formatCompanyId, formatDateFr, type FollowedCompany } from '@registre/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useNotify } from '@/components/notifications/notification-context';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { isApiClientError } from '@/lib/api-client/api-client-error';
import { accountT, listsT, translateMessageKey } from '@/lib/auth/account-i18n';
import { useAuth } from '@/lib/auth/use-auth';
import { eventKindLabel } from '@/lib/following/event-kind-label';
import { listsApi } from '@/lib/following/lists-api';
import { AccountLoading } from './account-loading';
import { LISTS_QUERY_KEY } from './lists-overview';
import { PasteSirensForm } from './paste-sirens-form';

function CompanyRow({ company, onRemove, busy }: { company: FollowedCompany; onRemove: () => void; busy: boolean }) {
  const status = company.administrative_status === 'A' ? listsT('list.active') : company.administrative_status === 'C' ? listsT('list.closed') : listsT('list.unknownStatus');
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', py: 1.5, px: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Link href={companyPath(company.siren, company.name)} style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {company.name}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {listsT('list.columns.siren')} {formatCompanyId(company.siren)}
          {company.city ? ` · ${company.city}` : ''}
        </Typography>
        <Typography variant="body2">
          {company.last_event
            ? `${eventKindLabel(company.last_event.kind)} · ${formatDateFr(company.last_event.occurred_on ?? company.last_event.recorded_at.slice(0, 10))}`
            : listsT('list.noEvent')}
        </Typography>
      </Box>
      <Chip size="small" label={status} color={company.administrative_status === 'A' ? 'success' : 'default'} variant="outlined" />
      <Button size="small" onClick={onRemove} disabled={busy} aria-label={listsT('list.removeLabel', { name: company.name })}>
        {listsT('list.remove')}
      </Button>
    </Box>
  );
}

/** /mon-compte/listes/{id}: a list's companies with their status and last change, bulk paste, exports, deletion. */
export function ListDetail({ id }: { id: string }) {
  const { user } = useAuth({ middleware: 'auth' });
  const api = listsApi(useApiClient());
  const queryClient = useQueryClient();
  const router = useRouter();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const queryKey = [...LISTS_QUERY_KEY, id];
  const list = useQuery({ queryKey, queryFn: () => api.list(id), enabled: Boolean(user), retry: (count, error) => !isApiClientError(error, 404) && count < 2 });
  const refresh = () => queryClient.invalidateQueries({ queryKey: LISTS_QUERY_KEY });
  const remove = useMutation({
    mutationFn: (siren: string) => api.removeCompanies(id, [siren]),
    onSuccess: async () => {
      notify({ content: listsT('list.removed'), severity: 'success' });
      await refresh();
    },
    onError: () => notify({ content: translateMessageKey('errors:server.internal'), severity: 'error' }),
  });
  const deleteList = useMutation({
    mutationFn: () => api.remove(id),
    onSuccess: async () => {
      notify({ content: listsT('list.deleted'), severity: 'success' });
      await refresh();
      router.push('/mon-compte/listes');
    },
  });

  if (!user || list.isPending) return <AccountLoading text={listsT('list.loading')} />;
  if (list.isError) {
    return (
      <Stack spacing={2}>
        <Alert severity={isApiClientError(list.error, 404) ? 'info' : 'error'}>
          {isApiClientError(list.error, 404) ? listsT('list.notFound') : translateMessageKey('errors:server.internal')}
        </Alert>
        <Link href="/mon-compte/listes">{listsT('list.back')}</Link>
      </Stack>
    );
  }
  const data = list.data;

  return (
    <Stack spacing={3}>
      <Link href="/mon-compte/listes">← {listsT('list.back')}</Link>
      <Box>
        <Typography variant="h2" sx={{ overflowWrap: 'anywhere' }}>
          {data.name}
        </Typography>
        <Typography color="text.secondary">{listsT('lists.count', { count: data.companies_count })}</Typography>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" component="a" href={api.exportUrl(id, 'csv')} download>
          {listsT('list.exportCsv')}
        </Button>
        <Button variant="outlined" component="a" href={api.exportUrl(id, 'xlsx')} download>
          {listsT('list.exportXlsx')}
        </Button>
        <Button color="error" onClick={() => setConfirming(true)}>
          {listsT('list.delete')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xxxs: 2, sm: 3 } }}>
        <PasteSirensForm
          onAdd={async (sirens) => {
            const result = await api.addCompanies(id, sirens);
            await refresh();
            return result;
          }}
        />
      </Paper>
      {data.companies.length === 0 ? (
        <Alert severity="info">{listsT('list.empty')}</Alert>
      ) : (
        <Paper variant="outlined">
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={data.name}>
            {data.companies.map((company) => (
              <CompanyRow key={company.siren} company={company} busy={remove.isPending} onRemove={() => remove.mutate(company.siren)} />
            ))}
          </Box>
        </Paper>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="supprimer-la-liste">
        <DialogTitle id="supprimer-la-liste">{listsT('list.delete')}</DialogTitle>
        <DialogContent>
          <Typography>{listsT('list.deleteConfirm', { name: data.name })}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{accountT('delete.cancel')}</Button>
          <Button color="error" variant="contained" disabled={deleteList.isPending} onClick={() => deleteList.mutate()}>
            {listsT('list.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

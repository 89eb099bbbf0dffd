'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { useNotify } from '@/components/notifications/notification-context';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { isApiClientError } from '@/lib/api-client/api-client-error';
import { accountT, listsT, translateMessageKey } from '@/lib/auth/account-i18n';
import { useAuth } from '@/lib/auth/use-auth';
import { listsApi } from '@/lib/following/lists-api';
import { AccountLoading } from './account-loading';

export const LISTS_QUERY_KEY = ['followed-lists'] as const;

/** /mon-compte/listes: the user's lists, their sizes, and a form to create one. */
export function ListsOverview() {
  const { user } = useAuth({ middleware: 'auth' });
  const api = listsApi(useApiClient());
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [name, setName] = useState('');
  const lists = useQuery({ queryKey: LISTS_QUERY_KEY, queryFn: api.lists, enabled: Boolean(user) });
  const create = useMutation({
    mutationFn: (value: string) => api.create(value),
    onSuccess: async (list) => {
      setName('');
      notify({ content: listsT('lists.created', { name: list.name }), severity: 'success' });
      await queryClient.invalidateQueries({ queryKey: LISTS_QUERY_KEY });
    },
  });
  const createError = create.error && isApiClientError(create.error) && create.error.body ? translateMessageKey(create.error.body.message) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() !== '') create.mutate(name.trim());
  };

  if (!user || lists.isPending) return <AccountLoading text={accountT('loading')} />;
  if (lists.isError) return <Alert severity="error">{translateMessageKey('errors:server.internal')}</Alert>;

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {listsT('lists.title')}
        </Typography>
        <Typography color="text.secondary">{listsT('lists.intro')}</Typography>
      </Box>
      {lists.data.length === 0 ? (
        <Alert severity="info">{listsT('lists.empty')}</Alert>
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label={listsT('lists.title')}>
            {lists.data.map((list, index) => (
              <ListItem key={list.id} divider={index < lists.data.length - 1} sx={{ gap: 2, flexWrap: 'wrap' }}>
                <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                  <Link href={`/mon-compte/listes/${list.id}`} style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {list.name}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {listsT('lists.count', { count: list.companies_count })}
                  </Typography>
                </Box>
                {list.is_default ? <Chip size="small" label={listsT('lists.default')} /> : null}
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <Box component="form" onSubmit={submit} noValidate>
        <Stack direction={{ xxxs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label={listsT('lists.newList')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={createError !== null}
            helperText={createError ?? ' '}
            slotProps={{ htmlInput: { maxLength: 80 } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="contained" disabled={create.isPending || name.trim() === ''} sx={{ minHeight: 56 }}>
            {listsT('lists.create')}
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}

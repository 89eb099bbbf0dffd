'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DIGEST_FREQUENCIES, formatDateFr, type AlertSettings, type DigestFrequency } from '@registre/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { isApiClientError } from '@/lib/api-client/api-client-error';
import { accountT, listsT, translateMessageKey } from '@/lib/auth/account-i18n';
import { useAuth } from '@/lib/auth/use-auth';
import { alertsApi } from '@/lib/following/alerts-api';
import { eventKindLabel } from '@/lib/following/event-kind-label';
import { listsApi } from '@/lib/following/lists-api';
import { AccountLoading } from './account-loading';
import { LISTS_QUERY_KEY } from './lists-overview';

/** The alert settings' query, shared with the account's summary. */
export const ALERT_SETTINGS_QUERY_KEY = ['alert-settings'] as const;

function SettingsForm({ settings, onSave }: { settings: AlertSettings; onSave: (frequency: DigestFrequency, url: string | null) => Promise<void> }) {
  const [frequency, setFrequency] = useState<DigestFrequency>(settings.digest_frequency);
  const [url, setUrl] = useState(settings.webhook?.url ?? '');
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setFieldError(null);
    try {
      await onSave(frequency, url.trim() === '' ? null : url.trim());
      setMessage({ severity: 'success', text: listsT('alerts.saved') });
    } catch (error) {
      const body = isApiClientError(error) ? error.body : null;
      const key = body?.errors?.webhook_url?.[0];
      if (key) setFieldError(translateMessageKey(key));
      setMessage({ severity: 'error', text: translateMessageKey(body?.message ?? 'errors:server.internal') });
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack component="form" spacing={3} onSubmit={(event) => void submit(event)} noValidate>
      {message ? (
        <Alert severity={message.severity} role="status">
          {message.text}
        </Alert>
      ) : null}
      <FormControl>
        <FormLabel id="frequence-recapitulatif">{listsT('alerts.frequency')}</FormLabel>
        <RadioGroup aria-labelledby="frequence-recapitulatif" value={frequency} onChange={(event) => setFrequency(event.target.value as DigestFrequency)}>
          {DIGEST_FREQUENCIES.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={listsT(`alerts.${value}`)} />
          ))}
        </RadioGroup>
      </FormControl>
      <Box>
        <Typography variant="h3" sx={{ fontSize: '1.125rem', mb: 1 }}>
          {listsT('alerts.webhookTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {listsT('alerts.webhookIntro')}
        </Typography>
        <TextField
          label={listsT('alerts.webhookUrl')}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={fieldError !== null}
          helperText={fieldError ?? listsT('alerts.webhookHelp')}
          type="url"
          fullWidth
          placeholder="https://exemple.fr/webhooks/registre"
        />
        {settings.webhook ? (
          <Stack spacing={1} sx={{ mt: 2 }}>
            <Alert severity={settings.webhook.enabled ? 'success' : 'warning'}>
              {settings.webhook.enabled ? listsT('alerts.enabled') : listsT('alerts.disabled', { date: settings.webhook.disabled_at ? formatDateFr(settings.webhook.disabled_at.slice(0, 10)) : '' })}
            </Alert>
            <TextField label={listsT('alerts.secret')} value={settings.webhook.secret} helperText={listsT('alerts.secretHelp')} fullWidth slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }} />
          </Stack>
        ) : null}
      </Box>
      <Box>
        <Button type="submit" variant="contained" disabled={pending}>
          {listsT('alerts.save')}
        </Button>
      </Box>
    </Stack>
  );
}

/** /mon-compte/alertes: the digest's frequency, the webhook and its delivery log. */
export function AlertSettingsPanel() {
  const { user } = useAuth({ middleware: 'auth' });
  const client = useApiClient();
  const api = alertsApi(client);
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: ALERT_SETTINGS_QUERY_KEY, queryFn: api.settings, enabled: Boolean(user) });
  // The digest is about followed companies: with none, the page says how to follow one.
  const lists = useQuery({ queryKey: LISTS_QUERY_KEY, queryFn: listsApi(client).lists, enabled: Boolean(user) });
  const followsNothing = lists.data !== undefined && lists.data.every((list) => list.companies_count === 0);
  const deliveries = useQuery({ queryKey: [...ALERT_SETTINGS_QUERY_KEY, 'deliveries'], queryFn: api.deliveries, enabled: Boolean(user && settings.data?.webhook) });
  const save = useMutation({
    mutationFn: ({ frequency, url }: { frequency: DigestFrequency; url: string | null }) => api.save({ digest_frequency: frequency, webhook_url: url }),
    onSuccess: (saved) => queryClient.setQueryData(ALERT_SETTINGS_QUERY_KEY, saved),
  });

  if (!user || settings.isPending) return <AccountLoading text={accountT('loading')} />;
  if (settings.isError) return <Alert severity="error">{translateMessageKey('errors:server.internal')}</Alert>;

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {listsT('alerts.title')}
        </Typography>
        <Typography color="text.secondary">{listsT('alerts.intro')}</Typography>
      </Box>
      {followsNothing ? (
        <Alert severity="info">
          <Typography variant="body2" sx={{ mb: 1 }}>
            {listsT('alerts.nothingFollowed')}
          </Typography>
          <Link href="/mon-compte/listes">{listsT('alerts.toLists')}</Link>
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xxxs: 2, sm: 3 } }}>
        <SettingsForm
          key={`${settings.data.digest_frequency}-${settings.data.webhook?.url ?? ''}`}
          settings={settings.data}
          onSave={async (frequency, url) => {
            await save.mutateAsync({ frequency, url });
          }}
        />
      </Paper>
      {settings.data.webhook ? (
        <Paper variant="outlined" sx={{ p: { xxxs: 2, sm: 3 } }} component="section" aria-labelledby="derniers-envois">
          <Typography id="derniers-envois" variant="h3" sx={{ fontSize: '1.125rem', mb: 1 }}>
            {listsT('alerts.deliveriesTitle')}
          </Typography>
          {deliveries.data && deliveries.data.length > 0 ? (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {deliveries.data.map((delivery) => (
                <li key={delivery.id}>
                  <Typography variant="body2">
                    <strong>{listsT(`alerts.delivery.${delivery.state}`)}</strong>
                    {' · '}
                    {listsT('alerts.deliveryLine', {
                      event: eventKindLabel(delivery.event_kind),
                      siren: delivery.siren,
                      date: formatDateFr(delivery.created_at.slice(0, 10)),
                      attempts: delivery.attempts,
                    })}
                    {delivery.last_status ? ` · HTTP ${delivery.last_status}` : ''}
                    {delivery.last_error && delivery.state !== 'delivered' ? ` · ${delivery.last_error}` : ''}
                  </Typography>
                </li>
              ))}
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {listsT('alerts.noDeliveries')}
            </Typography>
          )}
        </Paper>
      ) : null}
    </Stack>
  );
}

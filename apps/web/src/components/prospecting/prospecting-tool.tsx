'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PROSPECTING_COLUMNS, type FilterOption, type ProspectingColumn } from '@registre/domain';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNotify } from '@/components/notifications/notification-context';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useAuth } from '@/lib/auth/use-auth';
import { debouncedPreview } from '@/lib/prospecting/debounced-preview';
import { prospectingApi, type ProspectingPreview } from '@/lib/prospecting/prospecting-api';
import { EMPTY_FORM, filtersOf, formOf } from '@/lib/prospecting/prospecting-form-state';
import { failureText, prospectingT } from '@/lib/prospecting/prospecting-i18n';
import { GuestAccountPrompt } from './guest-account-prompt';
import { ProspectingExportPanel } from './prospecting-export-panel';
import { ProspectingFiltersPanel } from './prospecting-filters-panel';
import { ProspectingPreviewPanel, type PreviewState } from './prospecting-preview-panel';

export const PROSPECTING_FORM_PATH = '/prospection-clients/formulaire';
export const PROSPECTING_QUERY_KEYS = { allowance: ['prospecting', 'allowance'], searches: ['prospecting', 'searches'], exports: ['prospecting', 'exports'] } as const;

interface ProspectingToolProps {
  regions: FilterOption[];
  departments: FilterOption[];
  /** A saved search to open (`?recherche=<id>`). */
  searchId: string | null;
}

/**
 * /prospection-clients/formulaire: the criteria, the live count and preview (asked once the changes pause), and for
 * a signed-in user the saved search and the exports with the rows the plan still leaves; a guest meets the sign-in texts.
 */
export function ProspectingTool({ regions, departments, searchId }: ProspectingToolProps) {
  const api = prospectingApi(useApiClient());
  // A guest's profile call answers 401: no user once it has answered.
  const { user, isLoading } = useAuth();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY_FORM);
  const [columns, setColumns] = useState<ProspectingColumn[]>([...DEFAULT_PROSPECTING_COLUMNS]);
  const [openedSearch, setOpenedSearch] = useState<{ id: string; name: string } | null>(null);
  const [name, setName] = useState('');
  const filters = useMemo(() => filtersOf(form), [form]);
  const [preview, setPreview] = useState<PreviewState>({ state: 'loading', last: null });

  const filtersKey = JSON.stringify(filters);
  useEffect(() => {
    setPreview((current) => ({ state: 'loading', last: current.state === 'done' ? current.preview : current.state === 'loading' ? current.last : null }));
    return debouncedPreview(JSON.parse(filtersKey) as typeof filters, api.preview, (outcome) =>
      setPreview(outcome.ok ? { state: 'done', preview: outcome.preview } : { state: 'failed', text: failureText(outcome.error) }),
    );
    // `api` is rebuilt each render; the request depends on the filters only.
  }, [filtersKey]);

  const signedIn = Boolean(user);
  const allowance = useQuery({ queryKey: PROSPECTING_QUERY_KEYS.allowance, queryFn: api.allowance, enabled: signedIn });

  // A saved search opened from the dashboard: its filters and columns fill the form.
  useEffect(() => {
    if (!searchId || !signedIn) return;
    let cancelled = false;
    api.search(searchId).then(
      (search) => {
        if (cancelled) return;
        setForm(formOf(search.filters));
        setColumns(search.columns);
        setOpenedSearch({ id: search.id, name: search.name });
        setName(search.name);
      },
      (error: unknown) => {
        if (!cancelled) notify({ content: failureText(error), severity: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [searchId, signedIn]);

  const save = useMutation({
    mutationFn: () => api.save(name.trim(), filters, columns),
    onSuccess: async (search) => {
      setOpenedSearch({ id: search.id, name: search.name });
      notify({ content: prospectingT('form.saved', { name: search.name }), severity: 'success' });
      await queryClient.invalidateQueries({ queryKey: PROSPECTING_QUERY_KEYS.searches });
    },
  });
  const submitSave = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() !== '') save.mutate();
  };

  const shown: ProspectingPreview | null = preview.state === 'done' ? preview.preview : null;
  return (
    <Grid container spacing={{ xxxs: 3, md: 4 }}>
      <Grid size={{ xxxs: 12, md: 4 }}>
        <Paper variant="outlined" sx={{ p: { xxxs: 2, md: 3 } }}>
          <ProspectingFiltersPanel form={form} onChange={setForm} regions={regions} departments={departments} />
        </Paper>
      </Grid>
      <Grid size={{ xxxs: 12, md: 8 }}>
        <Stack spacing={3}>
          {openedSearch ? <Alert severity="info">{prospectingT('form.loadedSearch', { name: openedSearch.name })}</Alert> : null}
          <ProspectingPreviewPanel preview={preview} />
          <Paper variant="outlined" sx={{ p: { xxxs: 2, md: 3 } }}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
              {prospectingT('form.exportTitle')}
            </Typography>
            <ProspectingExportPanel
              filters={filters}
              columns={columns}
              onColumns={setColumns}
              allowance={allowance.data}
              searchId={openedSearch?.id ?? null}
              exportable={shown !== null && shown.count > 0}
              onExported={() => void queryClient.invalidateQueries({ queryKey: ['prospecting'] })}
            />
          </Paper>
          {signedIn ? (
            <Paper variant="outlined" component="form" onSubmit={submitSave} sx={{ p: { xxxs: 2, md: 3 } }}>
              <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
                {prospectingT('form.saveTitle')}
              </Typography>
              <Stack direction={{ xxxs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
                <TextField
                  size="small"
                  label={prospectingT('form.saveName')}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  slotProps={{ htmlInput: { maxLength: 80 } }}
                  error={save.isError}
                  helperText={save.isError ? failureText(save.error) : undefined}
                  sx={{ flex: 1 }}
                />
                <Button type="submit" variant="contained" disabled={save.isPending || name.trim() === ''}>
                  {prospectingT('form.save')}
                </Button>
              </Stack>
            </Paper>
          ) : !isLoading ? (
            <GuestAccountPrompt
              title={prospectingT('guest.title')}
              text={prospectingT('guest.text')}
              returnTo={PROSPECTING_FORM_PATH}
              loginLabel={prospectingT('guest.login')}
              registerLabel={prospectingT('guest.register')}
            />
          ) : null}
        </Stack>
      </Grid>
    </Grid>
  );
}

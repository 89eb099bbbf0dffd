'use client';

import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { companyEventDetail } from '@registre/domain/company-event-detail';
import { useCallback, useEffect, useState } from 'react';
import { runtimeApiGet } from '@/lib/runtime-config/runtime-api';

/** One event as the history call answers it (the light client does not load the domain's zod contracts). */
interface HistoryEvent {
  id: string;
  kind: string;
  occurred_on: string | null;
  recorded_at: string;
  before: string | null;
  after: string | null;
  label: string | null;
  currency: string | null;
}

export interface CompanyHistoryTexts {
  loading: string;
  failed: string;
  empty: string;
  more: string;
  recordedOn: string;
  kinds: Record<string, string>;
}

const PER_PAGE = 10;
const dateFr = (iso: string) => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso));

/**
 * "Historique des modifications": read in the browser when the page is shown, so the page's HTML
 * can stay cached for a day while the history is always current.
 */
export function CompanyHistoryList({ siren, texts }: { siren: string; texts: CompanyHistoryTexts }) {
  const [events, setEvents] = useState<HistoryEvent[]>([]);
  const [page, setPage] = useState(0);
  const [lastPage, setLastPage] = useState(1);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  const load = useCallback(
    async (next: number) => {
      setState('loading');
      try {
        const { status, body } = await runtimeApiGet(`/api/companies/${siren}/history?page=${next}&per_page=${PER_PAGE}`);
        if (status !== 200) throw new Error(String(status));
        const answer = body as { data: HistoryEvent[]; meta: { last_page: number } };
        setEvents((current) => (next === 1 ? answer.data : [...current, ...answer.data]));
        setLastPage(answer.meta.last_page);
        setPage(next);
        setState('ready');
      } catch {
        setState('failed');
      }
    },
    [siren],
  );

  useEffect(() => {
    void load(1);
  }, [load]);

  if (state === 'failed' && events.length === 0) return <Typography color="text.secondary">{texts.failed}</Typography>;
  if (state === 'ready' && events.length === 0) return <Typography color="text.secondary">{texts.empty}</Typography>;
  return (
    <Stack spacing={1.5}>
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-busy={state === 'loading'}>
        {events.map((event) => {
          const text = companyEventDetail(event);
          return (
            <li key={event.id}>
              <Typography component="p" sx={{ fontWeight: 600 }}>
                {texts.kinds[event.kind] ?? event.kind}
                <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
                  {' · '}
                  {event.occurred_on ? dateFr(event.occurred_on) : texts.recordedOn.replace('{{date}}', dateFr(event.recorded_at))}
                </Typography>
              </Typography>
              {text ? (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {text}
                </Typography>
              ) : null}
            </li>
          );
        })}
      </Stack>
      {state === 'loading' ? (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden="true" />
          <Typography variant="body2">{texts.loading}</Typography>
        </Stack>
      ) : null}
      {state !== 'loading' && page < lastPage ? (
        <Button variant="text" onClick={() => void load(page + 1)} sx={{ alignSelf: 'flex-start' }}>
          {texts.more}
        </Button>
      ) : null}
    </Stack>
  );
}

'use client';

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { runtimeApiGet, runtimeConfig } from '@/lib/runtime-config/runtime-api';
import { ProvidedLogo } from './provided-logo';

/** The answer of `GET /api/companies/{siren}/provided-information` (read without the domain package, as the page's other islands). */
interface Provided {
  description: string | null;
  website: string | null;
  phone: string | null;
  logo_path: string | null;
  opening_hours: { day: string; opens: string; closes: string }[];
  updated_at: string;
}

export interface ProvidedInformationTexts {
  title: string;
  /** With `{{date}}`. */
  note: string;
  description: string;
  website: string;
  phone: string;
  hours: string;
  logoAlt: string;
  days: Record<string, string>;
  invite: string;
  inviteLink: string;
}

const frenchDate = (iso: string) => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(new Date(iso));
const telHref = (phone: string) => `tel:${phone.replace(/[\s.]/g, '')}`;

/**
 * "Informations fournies par l'entreprise" on the company page: what its approved claimant gave,
 * read at view time (the page itself is cached), beside the register's data and never over it.
 * Without it, one line invites a director to claim the page.
 */
export function ProvidedInformationSection({ siren, claimHref, texts }: { siren: string; claimHref: string; texts: ProvidedInformationTexts }) {
  const [provided, setProvided] = useState<Provided | null>(null);
  const [apiBaseUrl, setApiBaseUrl] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([runtimeApiGet(`/api/companies/${siren}/provided-information`, controller.signal), runtimeConfig()])
      .then(([answer, config]) => {
        if (answer.status !== 200) return;
        setProvided((answer.body as { data: Provided | null }).data);
        setApiBaseUrl(config.apiBaseUrl);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [siren]);

  if (provided === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        {texts.invite} <Link href={claimHref}>{texts.inviteLink}</Link>
      </Typography>
    );
  }
  return (
    <Paper component="section" id="informations-entreprise" aria-labelledby="informations-entreprise-titre" variant="outlined" sx={{ p: { xxxs: 2, sm: 3 } }}>
      <Typography id="informations-entreprise-titre" variant="h2" sx={{ mb: 1 }}>
        {texts.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {texts.note.replace('{{date}}', frenchDate(provided.updated_at))}
      </Typography>
      <Stack direction={{ xxxs: 'column', sm: 'row' }} spacing={3}>
        {provided.logo_path && apiBaseUrl ? <ProvidedLogo apiBaseUrl={apiBaseUrl} path={provided.logo_path} alt={texts.logoAlt} /> : null}
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, minWidth: 0 }}>
          {provided.description ? (
            <div>
              <Typography component="dt" sx={{ fontWeight: 600 }}>{texts.description}</Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{provided.description}</Typography>
            </div>
          ) : null}
          {provided.website ? (
            <div>
              <Typography component="dt" sx={{ fontWeight: 600 }}>{texts.website}</Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                <a href={provided.website} rel="nofollow noopener ugc" target="_blank">{provided.website}</a>
              </Typography>
            </div>
          ) : null}
          {provided.phone ? (
            <div>
              <Typography component="dt" sx={{ fontWeight: 600 }}>{texts.phone}</Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                <a href={telHref(provided.phone)}>{provided.phone}</a>
              </Typography>
            </div>
          ) : null}
          {provided.opening_hours.length > 0 ? (
            <div>
              <Typography component="dt" sx={{ fontWeight: 600 }}>{texts.hours}</Typography>
              <Box component="dd" sx={{ m: 0 }}>
                {provided.opening_hours.map((range) => (
                  <Typography key={`${range.day}-${range.opens}`}>
                    {texts.days[range.day] ?? range.day} : {range.opens} – {range.closes}
                  </Typography>
                ))}
              </Box>
            </div>
          ) : null}
        </Box>
      </Stack>
    </Paper>
  );
}

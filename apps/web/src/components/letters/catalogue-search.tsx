'use client';

import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { lettersT } from '@/lib/letters/letters-i18n';
import { TemplateCards, type TemplateCard } from './template-cards';

export interface CatalogueGroup {
  slug: string;
  title: string;
  description: string;
  templates: readonly TemplateCard[];
}

/** Lower case without accents, to match `demission` with `Démission`. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The catalogue by group, narrowed as the visitor types (title and summary). */
export function CatalogueSearch({ groups }: { groups: readonly CatalogueGroup[] }) {
  const [query, setQuery] = useState('');
  const words = plain(query).split(/\s+/).filter(Boolean);
  const shown = groups
    .map((group) => ({ ...group, templates: group.templates.filter((template) => words.every((word) => plain(`${template.title} ${template.summary}`).includes(word))) }))
    .filter((group) => group.templates.length > 0);
  return (
    <>
      <TextField
        id="catalogue-search"
        type="search"
        label={lettersT('catalogue.searchLabel')}
        placeholder={lettersT('catalogue.searchPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        fullWidth
        sx={{ mb: 3, maxWidth: 560 }}
      />
      {shown.length === 0 ? <Typography role="status">{lettersT('catalogue.noMatch', { query })}</Typography> : null}
      {shown.map((group) => (
        <Box component="section" key={group.slug} aria-labelledby={`group-${group.slug}`} sx={{ mb: 4 }}>
          <Typography id={`group-${group.slug}`} variant="h2" sx={{ fontSize: '1.375rem', mb: 0.5 }}>
            <AppLink href={`/documents/groupe/${group.slug}`}>{group.title}</AppLink>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {group.description} · {lettersT('catalogue.count', { count: group.templates.length })}
          </Typography>
          <TemplateCards templates={group.templates} openLabel={lettersT('catalogue.open')} />
        </Box>
      ))}
    </>
  );
}

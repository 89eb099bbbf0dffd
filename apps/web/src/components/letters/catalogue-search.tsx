'use client';

import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { fillText } from '@/i18n/fill-text';
import { TemplateCards, type TemplateCard } from './template-cards';

export interface CatalogueGroup {
  slug: string;
  title: string;
  description: string;
  templates: readonly TemplateCard[];
}

/** The French texts of the search, written on the server: the i18n library stays out of the page's first load. */
export interface CatalogueSearchTexts {
  searchLabel: string;
  searchPlaceholder: string;
  /** With `{{query}}` where the visitor's words go. */
  noMatch: string;
  open: string;
  /** `{{count}} modèle`, `{{count}} modèles`. */
  countOne: string;
  countOther: string;
}

/** Lower case without accents, to match `demission` with `Démission`. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The catalogue by group, narrowed as the visitor types (title and summary). */
export function CatalogueSearch({ groups, texts }: { groups: readonly CatalogueGroup[]; texts: CatalogueSearchTexts }) {
  const count = (n: number) => fillText(n === 1 ? texts.countOne : texts.countOther, { count: n });
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
        label={texts.searchLabel}
        placeholder={texts.searchPlaceholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        fullWidth
        sx={{ mb: 3, maxWidth: 560 }}
      />
      {shown.length === 0 ? <Typography role="status">{fillText(texts.noMatch, { query })}</Typography> : null}
      {shown.map((group) => (
        <Box component="section" key={group.slug} aria-labelledby={`group-${group.slug}`} sx={{ mb: 4 }}>
          <Typography id={`group-${group.slug}`} variant="h2" sx={{ fontSize: '1.375rem', mb: 0.5 }}>
            <AppLink href={`/documents/groupe/${group.slug}`}>{group.title}</AppLink>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {group.description} · {count(group.templates.length)}
          </Typography>
          <TemplateCards templates={group.templates} openLabel={texts.open} />
        </Box>
      ))}
    </>
  );
}

import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { AppLink } from '@/components/ui/app-link';

export interface TemplateCard {
  id: string;
  title: string;
  summary: string;
}

/** Templates as cards, each a link to its form. */
export function TemplateCards({ templates, openLabel }: { templates: readonly TemplateCard[]; openLabel: string }) {
  return (
    <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: { xxxs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }, gap: 2, listStyle: 'none', p: 0, m: 0 }}>
      {templates.map((template) => (
        <Box component="li" key={template.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="h3" sx={{ fontSize: '1.0625rem', fontWeight: 700 }}>
            <AppLink href={`/documents/${template.id}`}>{template.title}</AppLink>
          </Typography>
          <Typography variant="body2" sx={{ flexGrow: 1 }}>
            {template.summary}
          </Typography>
          <AppLink href={`/documents/${template.id}`} variant="body2" aria-hidden="true" tabIndex={-1}>
            {openLabel}
          </AppLink>
        </Box>
      ))}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/ui/app-link';
import { TitledSection } from '@/components/search/titled-section';

export interface IndexLink {
  href: string;
  /** Code shown before the label (`62`, `75`), if any. */
  code?: string;
  label: string;
  /** Count shown after the label (`1 234 entreprises`), if the API gives a real one. */
  count?: string;
}

/** A titled list of index links (sections, divisions, departments) in columns. */
export function IndexLinkList({ id, heading, links, emptyMessage }: { id: string; heading: string; links: readonly IndexLink[]; emptyMessage: string }) {
  return (
    <TitledSection id={id} heading={heading}>
      {links.length === 0 ? (
        <Typography>{emptyMessage}</Typography>
      ) : (
        <Box component="ul" sx={{ columns: { xxxs: 1, sm: 2, md: 3 }, columnGap: 4, p: 0, m: 0, listStyle: 'none' }}>
          {links.map((link) => (
            <Box component="li" key={link.href} sx={{ breakInside: 'avoid', mb: 1 }}>
              <AppLink href={link.href}>
                {link.code ? `${link.code} — ` : ''}
                {link.label}
              </AppLink>
              {link.count ? (
                <Typography component="span" variant="body2" color="text.secondary">
                  {` (${link.count})`}
                </Typography>
              ) : null}
            </Box>
          ))}
        </Box>
      )}
    </TitledSection>
  );
}

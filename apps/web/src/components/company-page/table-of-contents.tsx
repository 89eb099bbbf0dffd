import Box from '@mui/material/Box';
import { getT } from '@/i18n/get-t';
import { COMPANY_SECTION_IDS } from '@/lib/company/company-sections';

/** Links to every section of the page (plain anchors: no client JS). */
export function TableOfContents() {
  const t = getT('company');
  return (
    <Box component="nav" aria-label={t('page.toc')} sx={{ mb: 3 }}>
      <Box
        component="ol"
        sx={{ m: 0, pl: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {COMPANY_SECTION_IDS.map((id) => (
          <li key={id}>
            <Box
              component="a"
              href={`#${id}`}
              sx={{ display: 'inline-block', px: 1.25, py: 0.5, border: '1px solid', borderColor: 'divider', borderRadius: 4, color: 'primary.main', bgcolor: 'background.paper', fontSize: '0.875rem', textDecoration: 'none', '&:hover, &:focus-visible': { textDecoration: 'underline' } }}
            >
              {t(`sections.${id}`)}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}

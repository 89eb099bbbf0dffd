import Box from '@mui/material/Box';
import NextLink from 'next/link';
import type { HeaderMenu } from './header-menu-types';

const linkSx = {
  display: 'block',
  py: 0.75,
  color: 'text.primary',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline', color: 'primary.main' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/** The groups of a mega menu (headings and links), shared by the desktop dropdown and the drawer accordion. */
export function MenuPanelContent({ menu, columns, onNavigate }: { menu: HeaderMenu; columns: boolean; onNavigate: () => void }) {
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: columns ? 3 : 1.5,
          gridTemplateColumns: columns ? 'repeat(auto-fit, minmax(170px, 1fr))' : '1fr',
        }}
      >
        {menu.groups.map((group) => (
          <Box key={group.type} component="section" aria-label={group.title}>
            <Box component="p" sx={{ m: 0, mb: 0.5, fontWeight: 700, fontSize: '0.8125rem', textTransform: 'uppercase', color: 'text.secondary' }}>
              {group.title}
            </Box>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {group.items.map((item) => (
                <li key={item.href}>
                  <Box component={NextLink} href={item.href} onClick={onNavigate} sx={linkSx}>
                    {item.label}
                  </Box>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      {menu.footerLink && (
        <Box
          component={NextLink}
          href={menu.footerLink.href}
          onClick={onNavigate}
          sx={{ ...linkSx, mt: 2, fontWeight: 600, color: 'primary.main' }}
        >
          {menu.footerLink.label}
        </Box>
      )}
    </>
  );
}

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { brand } from '@/config/brand';
import { DATA_SOURCES, FOOTER_SECTIONS, LEGAL_LINKS } from '@/config/navigation';
import { socialLinks } from '@/config/social-links';
import { CookieSettingsButton } from '@/components/footer/cookie-settings-button';
import { AccountLink } from '@/components/auth/account-link';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';

const headingSx = { m: 0, mb: 1.5, fontSize: '0.9375rem', fontWeight: 700 } as const;
const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 } as const;
const linkSx = { color: 'text.primary' } as const;

/**
 * The site footer (SPECIFICATION §2): description and social links, three link sections, the
 * my-account button, partners and data sources, the registry-extract quota disclaimer, the
 * independence statement, copyright and legal links (one reopens the cookie dialog).
 */
export function SiteFooter() {
  const t = getT(['footer', 'quota']);
  return (
    <Box component="footer" sx={{ mt: 'auto', bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', fontSize: '0.875rem' }}>
      <Container maxWidth="lg" sx={{ py: 5 }}>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xxxs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr' } }}>
          <div>
            <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.125rem', color: 'primary.main', mb: 1 }}>
              {brand.name}
            </Typography>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {t('description')}
            </Typography>
            <Box component="ul" aria-label={t('social.label')} sx={{ ...listSx, display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2.5 }}>
              {socialLinks.map((link) => (
                <li key={link.name}>
                  <Box
                    component="a"
                    href={link.href}
                    target="_blank"
                    rel="noopener"
                    aria-label={t('social.opensInNewTab', { name: t(`social.${link.name}`) })}
                    sx={linkSx}
                  >
                    {t(`social.${link.name}`)}
                  </Box>
                </li>
              ))}
            </Box>
            <div>
              <AccountLink label={t('account')} placement="footer" />
            </div>
          </div>
          {FOOTER_SECTIONS.map((section) => (
            <Box component="nav" key={section.type} aria-labelledby={`footer-${section.type}`}>
              <Box component="h2" id={`footer-${section.type}`} sx={headingSx}>
                {t(`sections.${section.type}`)}
              </Box>
              <Box component="ul" sx={listSx}>
                {section.items.map((item) => (
                  <li key={item.href}>
                    <AppLink href={item.href} sx={linkSx}>
                      {t(`links.${item.name}`)}
                    </AppLink>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>

        <Box component="section" aria-labelledby="footer-sources" sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'divider' }}>
          <Box component="h2" id="footer-sources" sx={headingSx}>
            {t('sources.title')}
          </Box>
          <Box component="ul" sx={{ ...listSx, display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
            {DATA_SOURCES.map((source) => (
              <li key={source.name}>
                <Box component="a" href={source.href} rel="noopener" sx={linkSx}>
                  {t(`sources.${source.name}`)}
                </Box>
              </li>
            ))}
          </Box>
        </Box>

        <Box sx={{ mt: 3, display: 'grid', gap: 1, color: 'text.secondary' }}>
          <Typography variant="body2">{t('quota:kbisDisclaimer')}</Typography>
          <Typography variant="body2">{t('independence')}</Typography>
        </Box>

        <Box
          sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider', display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 2 }}
        >
          <Typography variant="body2" data-testid="footer-copyright">
            {t('copyright', { year: new Date().getFullYear() })}
          </Typography>
          <Box component="ul" aria-label={t('legal.label')} sx={{ ...listSx, display: 'flex', flexWrap: 'wrap', columnGap: 2.5 }}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <AppLink href={link.href} sx={linkSx}>
                  {t(`legal.${link.name}`)}
                </AppLink>
              </li>
            ))}
            <li>
              <CookieSettingsButton label={t('legal.cookies')} />
            </li>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}

import Box from '@mui/material/Box';
import type { CookieEntry } from '@/lib/consent/consent-sections';
import consentTexts from '@/locales/fr/consent.json';

const COLUMNS = [consentTexts.modalCookieName, consentTexts.modalCookieDescription, consentTexts.modalExpirationTitle, consentTexts.modalTitleType];

const cellSx = { textAlign: 'left', verticalAlign: 'top', p: 1, borderBottom: 1, borderColor: 'divider' } as const;

/** The cookies of one group of a dialog section: name, description, expiry, type. */
export function ConsentCookieTable({ group, cookies }: { group: string; cookies: readonly CookieEntry[] }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: '0.875rem', mt: 1 }}>
        <Box component="caption" sx={{ textAlign: 'left', fontWeight: 600, py: 0.5 }}>
          {group}
        </Box>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <Box component="th" scope="col" key={column} sx={cellSx}>
                {column}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {cookies.map((cookie) => (
            <tr key={cookie.name}>
              <Box component="th" scope="row" sx={{ ...cellSx, fontFamily: 'monospace', fontWeight: 400 }}>
                {cookie.name}
              </Box>
              <Box component="td" sx={cellSx}>
                {cookie.description}
              </Box>
              <Box component="td" sx={cellSx}>
                {cookie.expiration}
              </Box>
              <Box component="td" sx={cellSx}>
                {cookie.type}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

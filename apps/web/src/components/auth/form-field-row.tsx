import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/**
 * Form fields side by side from `sm` on; on a phone one under the other (or still side by side,
 * `onPhone="row"`: short fields such as a card's expiry and code). Spaced as the fields around
 * them: `margin="normal"` puts 16 px above and 8 px below a field, and fields (inline boxes) do
 * not collapse them, so 24 px apart; the row is an inline box too, so that two rows in a row are
 * as far apart. A Stack sets its children's margins to 0: with no spacing of its own on a phone,
 * paired fields touched.
 */
export function FormFieldRow({ children, onPhone = 'column' }: { children: ReactNode; onPhone?: 'column' | 'row' }) {
  return (
    <Stack
      direction={{ xxxs: onPhone, sm: 'row' }}
      spacing={{ xxxs: onPhone === 'column' ? 3 : 2, sm: 2 }}
      sx={{ display: 'inline-flex', width: '100%', verticalAlign: 'top', mt: 2, mb: 1 }}
    >
      {children}
    </Stack>
  );
}

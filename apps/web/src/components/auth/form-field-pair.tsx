import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/**
 * Two form fields side by side from `sm` on, one under the other on a phone, spaced as the fields
 * around them: `margin="normal"` puts 16 px above and 8 px below each field, and the fields (inline
 * boxes) do not collapse them, so 24 px apart. A Stack sets its children's margins to 0: with no
 * spacing of its own on a phone, the two fields touched.
 */
export function FormFieldPair({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xxxs: 'column', sm: 'row' }} spacing={{ xxxs: 3, sm: 2 }} sx={{ mt: 2, mb: 1 }}>
      {children}
    </Stack>
  );
}

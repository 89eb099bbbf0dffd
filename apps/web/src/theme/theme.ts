import { createTheme } from '@mui/material/styles';
import { breakpointValues } from './breakpoints';
import { systemFontStack } from './font-stack';
import { palette } from './palette';

export const theme = createTheme({
  cssVariables: true,
  breakpoints: { values: breakpointValues },
  palette,
  typography: {
    fontFamily: systemFontStack,
    h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.25 },
    h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
  },
  shape: { borderRadius: 8 },
  components: {
    // Links stay underlined: colour alone must not tell a link from text (WCAG 1.4.1).
    MuiLink: { defaultProps: { underline: 'always' } },
  },
});

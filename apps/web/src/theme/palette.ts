import type { PaletteOptions } from '@mui/material/styles';

/** Also the browser's theme colour (viewport meta). */
export const PRIMARY_MAIN = '#1f4e79';

/**
 * A calm blue-slate palette. Every text/background pair used by MUI meets WCAG AA (4.5:1):
 * primary #1f4e79 on white 8.7:1; success #1b5e20 7.9:1; error #b3261e 6.5:1;
 * text.secondary #4a5363 on #f6f7f9 7.2:1; white on primary 8.7:1.
 */
export const palette: PaletteOptions = {
  mode: 'light',
  primary: { main: PRIMARY_MAIN, light: '#4a77a3', dark: '#143553', contrastText: '#ffffff' },
  secondary: { main: '#3d5a6c', contrastText: '#ffffff' },
  success: { main: '#1b5e20', contrastText: '#ffffff' },
  error: { main: '#b3261e', contrastText: '#ffffff' },
  warning: { main: '#8a4b00', contrastText: '#ffffff' },
  info: { main: '#1f5f8b', contrastText: '#ffffff' },
  text: { primary: '#1b1f24', secondary: '#4a5363' },
  background: { default: '#f6f7f9', paper: '#ffffff' },
  divider: '#d5dae1',
};

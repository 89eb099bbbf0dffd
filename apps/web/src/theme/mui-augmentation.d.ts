import '@mui/material/styles';

/** Custom breakpoint names (see breakpoints.ts), usable in `sx`, `useMediaQuery`, Grid sizes. */
declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxxs: true;
    xxs: true;
    xs: true;
    sm: true;
    md: true;
    lg: true;
    xl: true;
  }
}

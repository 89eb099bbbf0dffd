/**
 * Layout breakpoints of the specification (§9): 0, 380, 450, 600, 900, 1200, 1536 px.
 * MUI needs a name for the 0 px step; the spec names the next two xxs and xs, so it is xxxs.
 */
export const breakpointValues = {
  xxxs: 0,
  xxs: 380,
  xs: 450,
  sm: 600,
  md: 900,
  lg: 1200,
  xl: 1536,
} as const;

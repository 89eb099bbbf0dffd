/** The financial-diagnostics module's face: ratios computed from the annual accounts. */
export { financialDiagnosticsRoutes } from './routes';
export { presentRatiosByYear } from './present-ratios';

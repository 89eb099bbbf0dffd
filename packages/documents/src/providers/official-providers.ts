import type { OfficialProvider } from '@registre/domain';
import { bodaccPdfClient, type BodaccPdfClient } from './bodacc-pdf';
import { inpiRneClient, type InpiRneClient } from './inpi-rne';
import { inseeAvisSituationClient, type InseeAvisSituationClient } from './insee-avis-situation';

/** The configuration of the official sources (the API's env variables, docs/providers.md). */
export interface OfficialSourcesConfig {
  timeoutMs: number;
  retries: number;
  retryDelayMs?: number;
  insee: { enabled: boolean; baseUrl: string };
  bodacc: { enabled: boolean; baseUrl: string };
  inpi: { username: string | undefined; password: string | undefined; baseUrl: string; dataBaseUrl: string };
}

export interface OfficialSources {
  /** The providers whose access is configured, for `documentAvailability`. */
  configured: ReadonlySet<OfficialProvider>;
  insee: InseeAvisSituationClient | null;
  dila: BodaccPdfClient | null;
  inpi: InpiRneClient | null;
}

/** The clients of the configured official sources; every one is off unless configured. */
export function officialSources(config: OfficialSourcesConfig, doFetch?: typeof fetch): OfficialSources {
  const http = { timeoutMs: config.timeoutMs, retries: config.retries, retryDelayMs: config.retryDelayMs, ...(doFetch ? { fetch: doFetch } : {}) };
  const insee = config.insee.enabled ? inseeAvisSituationClient({ ...http, baseUrl: config.insee.baseUrl }) : null;
  const dila = config.bodacc.enabled ? bodaccPdfClient({ ...http, baseUrl: config.bodacc.baseUrl }) : null;
  const { username, password } = config.inpi;
  const inpi = username && password ? inpiRneClient({ ...http, baseUrl: config.inpi.baseUrl, dataBaseUrl: config.inpi.dataBaseUrl, username, password }) : null;
  const configured = new Set<OfficialProvider>();
  if (insee) configured.add('insee');
  if (dila) configured.add('dila');
  if (inpi) configured.add('inpi');
  return { configured, insee, dila, inpi };
}

import type { OfficialProvider } from '@registre/domain';
import type { OfficialPdf } from './http-client';
import type { OfficialSources } from './official-providers';
import { ProviderError } from './provider-error';

/** The kinds an official source can deliver itself through our clients, and which source. */
export const OFFICIAL_DELIVERY: Readonly<Partial<Record<string, OfficialProvider>>> = {
  'sirene-situations': 'insee',
  'ape-codes': 'insee',
  'commercial-advertisements': 'dila',
  'rne-extracts': 'inpi',
  acts: 'inpi',
  'balance-sheets': 'inpi',
};

/**
 * The providers that count as configured for one kind: the configured ones, if we hold a client
 * able to deliver this kind (INPI credentials do not deliver a trademark notice, for instance).
 */
export function providersForKind(kindId: string, configured: ReadonlySet<OfficialProvider>): ReadonlySet<OfficialProvider> {
  const provider = OFFICIAL_DELIVERY[kindId];
  return provider && configured.has(provider) ? new Set([provider]) : new Set();
}

/** What an official delivery needs, per kind. */
export type OfficialRequest =
  | { kind: 'sirene-situations' | 'ape-codes'; siret: string }
  | { kind: 'commercial-advertisements'; announcementId: string; subfolder: string }
  | { kind: 'rne-extracts'; siren: string }
  /** `documentId`: INPI's 24-hex id of the act (the order's `order_data`). */
  | { kind: 'acts'; documentId: string }
  | { kind: 'balance-sheets'; siren: string; fiscalYearEnd: string | null };

/**
 * Fetches a document from its official source, as that source made it. Throws a `ProviderError`
 * (its `code` is the order's `error_code`) when the source refuses or is down.
 */
export async function fetchOfficialDocument(sources: OfficialSources, request: OfficialRequest): Promise<OfficialPdf> {
  const missing = (provider: string) => new ProviderError('provider-refused', provider, 'not configured', false);
  switch (request.kind) {
    case 'sirene-situations':
    case 'ape-codes':
      if (!sources.insee) throw missing('insee');
      return sources.insee.fetchPdf(request.siret);
    case 'commercial-advertisements':
      if (!sources.dila) throw missing('dila');
      return sources.dila.fetchPdf(request.announcementId, request.subfolder);
    case 'rne-extracts':
      if (!sources.inpi) throw missing('inpi');
      return sources.inpi.fetchAttestation(request.siren);
    case 'acts':
      if (!sources.inpi) throw missing('inpi');
      return sources.inpi.downloadAct(request.documentId);
    case 'balance-sheets': {
      if (!sources.inpi) throw missing('inpi');
      const { accounts } = await sources.inpi.listAttachments(request.siren);
      const filing = [...accounts]
        .filter((a) => request.fiscalYearEnd === null || a.closingDate === request.fiscalYearEnd)
        .sort((a, b) => (b.closingDate ?? '').localeCompare(a.closingDate ?? ''))[0];
      if (!filing) throw new ProviderError('provider-not-found', 'inpi', `no public accounts for ${request.siren} ${request.fiscalYearEnd ?? ''}`);
      return sources.inpi.downloadAccounts(filing.id);
    }
  }
}

import {
  DOCUMENT_KINDS,
  documentAvailability,
  type CompanyDocumentFacts,
  type DocumentAvailabilityItem,
  type OfficialProvider,
} from '@registre/domain';
import { providersForKind } from '@registre/documents';

/**
 * The availability of every company document of the catalogue (director reports and letter
 * templates are not about a company's own data). A provider counts for a kind only when we hold a client able to deliver that kind.
 */
export function availableDocuments(
  facts: CompanyDocumentFacts,
  configuredProviders: ReadonlySet<OfficialProvider> = new Set(),
): DocumentAvailabilityItem[] {
  return DOCUMENT_KINDS.filter((kind) => kind.subject === 'company').map((kind) => {
    const availability = documentAvailability(kind, facts, providersForKind(kind.id, configuredProviders));
    return {
      kind: kind.id,
      label_key: kind.labelKey,
      available: availability.available,
      reason: availability.reason,
      official: availability.official,
      provider: kind.provider,
      formats: [...kind.formats],
    };
  });
}

import {
  DOCUMENT_KINDS,
  documentAvailability,
  type CompanyDocumentFacts,
  type DocumentAvailabilityItem,
  type OfficialProvider,
} from '@registre/domain';

/**
 * The availability of every company document of the catalogue (director reports and letter
 * templates are not about a company's own data). No official provider's access is configured
 * in this API yet, so documents are information documents built from the register.
 */
export function availableDocuments(
  facts: CompanyDocumentFacts,
  configuredProviders: ReadonlySet<OfficialProvider> = new Set(),
): DocumentAvailabilityItem[] {
  return DOCUMENT_KINDS.filter((kind) => kind.subject === 'company').map((kind) => {
    const availability = documentAvailability(kind, facts, configuredProviders);
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

import type { CompanyProfile } from '@registre/domain';
import type { DocumentModel, Section, Table } from '../model/document-model';
import { companyIdentity } from './identity';

interface CompanyDocumentSpec {
  company: CompanyProfile;
  title: string;
  subtitle: string;
  /** File name prefix: the SIREN is appended. */
  stem: string;
  sections: Section[];
  list?: { sheetName: string; table: Table };
}

/** A document about one company: its identity block on top, then the kind's sections. */
export function companyDocument(spec: CompanyDocumentSpec): DocumentModel {
  return {
    title: spec.title,
    subtitle: spec.subtitle,
    fileStem: `${spec.stem}-${spec.company.siren}`,
    siren: spec.company.siren,
    identity: companyIdentity(spec.company),
    sections: spec.sections,
    list: spec.list ?? null,
    letter: false,
  };
}

/** A table block with the sentence printed when it has no row. */
export const tableBlock = (table: Table, emptyText: string, caption?: string) => ({ type: 'table', table, emptyText, ...(caption ? { caption } : {}) }) as const;

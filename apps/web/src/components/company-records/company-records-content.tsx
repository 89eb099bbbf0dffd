import type { DocumentAvailabilityItem } from '@registre/domain';
import { availabilityOf } from '@/components/orders/row-order-button';
import type { CompanyRecordsPage } from '@/lib/company-records/get-company-records-page';
import { ActsTable } from './acts-table';
import { AnnouncementsList } from './announcements-list';
import { AnnualAccountsTable } from './annual-accounts-table';
import { BrandsTable } from './brands-table';
import { EstablishmentsTable } from './establishments-table';
import { PatentsTable } from './patents-table';

/**
 * The entries of a non-empty page of a per-company list, in the form that fits their kind, each
 * orderable one with its order button when the company can have the kind (`documents`).
 */
export function CompanyRecordsContent({ siren, list, documents }: { siren: string; list: CompanyRecordsPage; documents: readonly DocumentAvailabilityItem[] }) {
  const order = (kind: string) => ({ siren, availability: availabilityOf(documents, kind) });
  switch (list.slug) {
    case 'comptes-annuels':
      return <AnnualAccountsTable rows={list.data} {...order('balance-sheets')} />;
    case 'liste-etablissements':
      return <EstablishmentsTable rows={list.data} />;
    case 'annonces-bodacc':
      return <AnnouncementsList rows={list.data} {...order('commercial-advertisements')} />;
    case 'marques':
      return <BrandsTable rows={list.data} {...order('brands')} />;
    case 'brevets':
      return <PatentsTable rows={list.data} {...order('patents')} />;
    case 'actes-et-statuts':
      return <ActsTable rows={list.data} {...order('acts')} />;
  }
}

import type { CompanyRecordsPage } from '@/lib/company-records/get-company-records-page';
import { ActsTable } from './acts-table';
import { AnnouncementsList } from './announcements-list';
import { AnnualAccountsTable } from './annual-accounts-table';
import { BrandsTable } from './brands-table';
import { EstablishmentsTable } from './establishments-table';
import { PatentsTable } from './patents-table';

/** The entries of a non-empty page of a per-company list, in the form that fits their kind. */
export function CompanyRecordsContent({ list }: { list: CompanyRecordsPage }) {
  switch (list.slug) {
    case 'comptes-annuels':
      return <AnnualAccountsTable rows={list.data} />;
    case 'liste-etablissements':
      return <EstablishmentsTable rows={list.data} />;
    case 'annonces-bodacc':
      return <AnnouncementsList rows={list.data} />;
    case 'marques':
      return <BrandsTable rows={list.data} />;
    case 'brevets':
      return <PatentsTable rows={list.data} />;
    case 'actes-et-statuts':
      return <ActsTable rows={list.data} />;
  }
}

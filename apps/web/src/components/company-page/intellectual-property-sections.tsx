import { formatNumberFr, type CompanyPageData, type DocumentAvailabilityItem } from '@registre/domain';
import { TextValue } from '@/components/ui/text-value';
import { getT } from '@/i18n/get-t';
import { CompanySection } from './company-section';
import { DateOrNone } from './date-or-none';
import { DataTable } from '@/components/ui/data-table';
import { SeeAllLink } from './see-all-link';
import { RowOrderButton } from '@/components/orders/row-order-button';
import { brandStatusLabel } from '@/lib/company/brand-status-label';

/** The latest trademarks filed at INPI by the company. */
export function BrandsSection({ siren, brands, availability }: { siren: string; brands: CompanyPageData['brands']; availability: DocumentAvailabilityItem | undefined }) {
  const t = getT(['company', 'orders']);
  return (
    <CompanySection id="marques" empty={brands.meta.total === 0}>
      <DataTable
        caption={t('sections.marques')}
        captionHidden
        columns={[
          t('brands.name'),
          t('brands.number'),
          t('brands.filingDate'),
          t('brands.status'),
          t('brands.classes'),
          t('orders:order-button'),
        ]}
        rows={brands.data.map((brand) => ({
          key: String(brand.id),
          cells: [<TextValue key="name" value={brand.name} />, brand.number, <DateOrNone key="brand.filing_date" date={brand.filing_date} />, <TextValue key="status" value={brandStatusLabel(t, brand.status)} />, brand.nice_classes.join(', ') || '—',
            brand.number ? <RowOrderButton key="order" availability={availability} siren={siren} body={{ brand_number: brand.number }} documentName={brand.name ?? brand.number} /> : null,
          ],
        }))}
      />
      <SeeAllLink href={`/marques/${siren}`} label={`${t('brands.seeAll')} (${formatNumberFr(brands.meta.total)})`} />
    </CompanySection>
  );
}

/** The latest patents published by INPI with the company as applicant. */
export function PatentsSection({ siren, patents, availability }: { siren: string; patents: CompanyPageData['patents']; availability: DocumentAvailabilityItem | undefined }) {
  const t = getT(['company', 'orders']);
  return (
    <CompanySection id="brevets" empty={patents.meta.total === 0}>
      <DataTable
        caption={t('sections.brevets')}
        captionHidden
        columns={[
          t('patents.title'),
          t('patents.number'),
          t('patents.filingDate'),
          t('patents.publicationDate'),
          t('orders:order-button'),
        ]}
        rows={patents.data.map((patent) => ({
          key: String(patent.id),
          cells: [<TextValue key="title" value={patent.title} />, patent.number, <DateOrNone key="patent.filing_date" date={patent.filing_date} />, <DateOrNone key="patent.publication_date" date={patent.publication_date} />,
            patent.number ? <RowOrderButton key="order" availability={availability} siren={siren} body={{ patent_number: patent.number }} documentName={patent.title ?? patent.number} /> : null,
          ],
        }))}
      />
      <SeeAllLink href={`/brevets/${siren}`} label={`${t('patents.seeAll')} (${formatNumberFr(patents.meta.total)})`} />
    </CompanySection>
  );
}

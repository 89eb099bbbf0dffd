import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { companyPath, formatNumberFr } from '@registre/domain';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { CompanyRecordsContent } from '@/components/company-records/company-records-content';
import { VisibleBreadcrumbs } from '@/components/company-records/visible-breadcrumbs';
import { ResultsPagination } from '@/components/search/results-pagination';
import { JsonLd } from '@/components/seo/json-ld';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import { getCompanyIdentity } from '@/lib/api/get-company-identity';
import { getDocumentAvailability } from '@/lib/api/get-document-availability';
import { sirenFromParam } from '@/lib/company/siren-from-param';
import { companyRecordsSectionAnchor, isCompanyRecordsSlug, type CompanyRecordsSlug } from '@/lib/company-records/company-records-kinds';
import { companyRecordsHref, companyRecordsPageParam } from '@/lib/company-records/company-records-page-param';
import { companyRecordsMetadata } from '@/lib/company-records/company-records-seo';
import { getCompanyRecordsPage } from '@/lib/company-records/get-company-records-page';
import type { RawSearchParams } from '@/lib/search/search-page-params';
import { breadcrumbListJsonLd, type Crumb } from '@/lib/seo/structured-data';

interface CompanyRecordsParams {
  productSlug: string;
  siren: string;
}

interface CompanyRecordsProps {
  params: Promise<CompanyRecordsParams>;
  searchParams: Promise<RawSearchParams>;
}

/** What a URL asks for, when it names a list, a 9-digit SIREN and a page that can exist. */
async function requested({ params, searchParams }: CompanyRecordsProps) {
  const { productSlug, siren: sirenParam } = await params;
  if (!isCompanyRecordsSlug(productSlug)) return null;
  const siren = sirenFromParam(sirenParam);
  const page = companyRecordsPageParam(await searchParams);
  if (siren === null || page === null) return null;
  return { slug: productSlug, siren, page, canonical: siren === sirenParam };
}

/** The company and the page of its list; null for an unknown company or a page beyond the last. */
async function load(slug: CompanyRecordsSlug, siren: string, page: number) {
  const [company, list, documents] = await Promise.all([getCompanyIdentity(siren), getCompanyRecordsPage(slug, siren, page), getDocumentAvailability(siren)]);
  if (company === null || list === null || page > list.meta.last_page) return null;
  return { company, list, documents };
}

export async function generateMetadata(props: CompanyRecordsProps): Promise<Metadata> {
  // No notFound() here (it would replace the server-rendered 404 by an empty shell): the page throws it.
  const request = await requested(props);
  const loaded = request?.canonical ? await load(request.slug, request.siren, request.page) : null;
  if (request === null || loaded === null) return { title: getT('errors')('notFound.seoTitle') };
  return companyRecordsMetadata(request.slug, loaded.company, loaded.list.meta.total, request.page);
}

/**
 * `/{comptes-annuels|liste-etablissements|annonces-bodacc|marques|brevets|actes-et-statuts}/{siren}`:
 * the full list of one kind for one company, 20 per page (`?page=N`; a page beyond the last is a
 * 404, so every listed URL has entries), linking back to the matching section of the company page.
 */
export default async function CompanyRecordsPage(props: CompanyRecordsProps) {
  const request = await requested(props);
  if (request === null) notFound();
  const { slug, siren, page } = request;
  // `552 081 317` or `5` reach the same list: send them to the 9-digit URL.
  if (!request.canonical) permanentRedirect(companyRecordsHref(slug, siren, page));
  const loaded = await load(slug, siren, page);
  if (loaded === null) notFound();
  const { company, list, documents } = loaded;

  const t = getT('company-records');
  const profile = companyPath(siren, company.name);
  const crumbs: Crumb[] = [
    { name: getT('breadcrumbs')('home'), path: '/' },
    { name: company.name, path: profile },
    { name: t(`kinds.${slug}.crumb`), path: companyRecordsHref(slug, siren) },
  ];
  return (
    <Container maxWidth="lg" sx={{ py: { xxxs: 3, md: 5 } }}>
      <JsonLd data={breadcrumbListJsonLd(crumbs)} />
      <VisibleBreadcrumbs crumbs={crumbs} />
      <Typography variant="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {t(`kinds.${slug}.heading`, { name: company.name })}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        <AppLink href={`${profile}#${companyRecordsSectionAnchor(slug)}`}>
          {t('backToProfile', { name: company.name, section: t(`kinds.${slug}.section`) })}
        </AppLink>
      </Typography>
      {company.is_diffusible ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('nonDiffusibleNote')}
        </Typography>
      )}
      {list.data.length === 0 ? (
        <Typography>{t(`kinds.${slug}.empty`)}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {[
              t(`kinds.${slug}.count`, { count: list.meta.total, formatted: formatNumberFr(list.meta.total) }),
              list.meta.last_page > 1 ? t('pageOf', { page, lastPage: list.meta.last_page }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <CompanyRecordsContent siren={siren} list={list} documents={documents} />
          <ResultsPagination page={page} lastPage={list.meta.last_page} hrefForPage={(number) => companyRecordsHref(slug, siren, number)} />
        </>
      )}
    </Container>
  );
}

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { companyPath, companySlug, formatCompanyId, isNotDiffused, lettersForCompany, type CompanyPageData } from '@registre/domain';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { CompanyStatusChip } from '@/components/company/company-status-chip';
import { CompanyOrderCta } from '@/components/company-page/company-order-cta';
import { ActsSection } from '@/components/company-page/acts-section';
import { AgreementsSection } from '@/components/company-page/agreements-section';
import { AnnouncementsSection } from '@/components/company-page/announcements-section';
import { BalanceSheetsSection } from '@/components/company-page/balance-sheets-section';
import { ClosedBanner } from '@/components/company-page/closed-banner';
import { CompanyOrdersSection } from '@/components/company-page/company-orders-section';
import { DocumentsSection } from '@/components/company-page/documents-section';
import { EmployeesSection } from '@/components/company-page/employees-section';
import { EstablishmentsSection } from '@/components/company-page/establishments-section';
import { FaqSection } from '@/components/company-page/faq-section';
import { FinancialSection } from '@/components/company-page/financial-section';
import { HistorySection } from '@/components/company-page/history-section';
import { IdentitySection } from '@/components/company-page/identity-section';
import { InsolvencySection } from '@/components/company-page/insolvency-section';
import { BrandsSection, PatentsSection } from '@/components/company-page/intellectual-property-sections';
import { KeyNumbersSection } from '@/components/company-page/key-numbers-section';
import { LettersSection } from '@/components/company-page/letters-section';
import { RepresentativesSection } from '@/components/company-page/representatives-section';
import { ScoreSection } from '@/components/company-page/score-section';
import { SectorComparisonSection } from '@/components/company-page/sector-comparison-section';
import { SimilarCompaniesSection } from '@/components/company-page/similar-companies-section';
import { TableOfContents } from '@/components/company-page/table-of-contents';
import { FollowButton } from '@/components/following/follow-button';
import { ProvidedInformationSection } from '@/components/company-claims/provided-information-section';
import { claimPath } from '@/lib/company-claims/claim-paths';
import { providedInformationTexts } from '@/lib/company-claims/provided-information-texts';
import { JsonLd } from '@/components/seo/json-ld';
import { AiHelperLink } from '@/components/site-pages/ai-helper-link';
import { availabilityOf } from '@/components/orders/row-order-button';
import { TextValue } from '@/components/ui/text-value';
import { getT } from '@/i18n/get-t';
import { getCompanyPage } from '@/lib/api/get-company-page';
import { companyFaq } from '@/lib/company/company-faq';
import { decodedSegment } from '@/lib/url/decoded-segment';
import { followButtonTexts } from '@/lib/following/follow-button-texts';
import { companySeoDescription } from '@/lib/company/company-seo-description';
import { letterSituation } from '@/lib/company/letter-situation';
import { companyPageChoices } from '@/lib/orders/order-choices';
import { sirenFromParam } from '@/lib/company/siren-from-param';
import { companyBreadcrumbJsonLd } from '@/lib/seo/company-breadcrumb';
import { companyOrganizationJsonLd, faqPageJsonLd } from '@/lib/seo/company-structured-data';
import { pageSeoMetadata } from '@/lib/seo/page-seo-metadata';
import { absoluteUrl } from '@/lib/seo/site-origin';
import { NOINDEX_ROBOTS } from '@/lib/seo/seo-rules';

interface CompanyPageParams {
  siren: string;
  companyName: string;
}

interface CompanyPageProps {
  params: Promise<CompanyPageParams>;
}

/**
 * Any SIREN may be asked for: no page is rendered at build time (the empty list), each is rendered
 * on its first visit and then served from the full-route cache (ISR) to every visitor, rendered
 * again in the background when its reads are due. Nothing here may depend on the visitor: the
 * follow button, the visitor's orders and the account link load in the browser after hydration.
 */
export const dynamicParams = true;
export function generateStaticParams(): CompanyPageParams[] {
  return [];
}

/** The page's data when the URL is the canonical one; null when the page will redirect or answer 404. */
async function canonicalData({ siren: sirenParam, companyName }: CompanyPageParams): Promise<CompanyPageData | null> {
  const siren = sirenFromParam(sirenParam);
  if (siren === null || siren !== sirenParam) return null;
  const data = await getCompanyPage(siren);
  return data && decodedSegment(companyName) === companySlug(data.profile.name) ? data : null;
}

export async function generateMetadata({ params }: CompanyPageProps): Promise<Metadata> {
  // No notFound() here: thrown from metadata it would replace the server-rendered 404 page by
  // an empty error shell. The page throws it (or redirects); the not-found page brings its own metadata.
  const data = await canonicalData(await params);
  if (data === null) return { title: getT('errors')('notFound.seoTitle') };
  const { profile } = data;
  const t = getT('company');
  const city = profile.head_office?.city;
  const title =
    city && !isNotDiffused(city) ? t('seo.titleWithCity', { name: profile.name, city, siren: profile.siren }) : t('seo.title', { name: profile.name, siren: profile.siren });
  const description = companySeoDescription(profile, t);
  const seo = pageSeoMetadata({ path: companyPath(profile.siren, profile.name), title, description });
  // Non-diffusible units carry no personal data worth indexing: the register restricts their diffusion.
  return { title, description, ...seo, ...(profile.is_diffusible ? {} : { robots: NOINDEX_ROBOTS }) };
}

export default async function CompanyPage({ params }: CompanyPageProps) {
  const { siren: sirenParam, companyName } = await params;
  const siren = sirenFromParam(sirenParam);
  if (siren === null) notFound();
  const data = await getCompanyPage(siren);
  if (data === null) notFound();
  const { profile } = data;
  const canonical = companyPath(siren, profile.name);
  // `552 081 317`, `5` or a wrong or outdated name reach the same company: send them to its one URL.
  if (siren !== sirenParam || decodedSegment(companyName) !== companySlug(profile.name)) permanentRedirect(canonical);

  const t = getT('company');
  const faq = companyFaq(data, t);
  const letters = lettersForCompany(letterSituation(data));
  const availability = (kind: string) => availabilityOf(data.documents, kind);
  return (
    <Container maxWidth="lg" sx={{ py: { xxxs: 3, md: 6 } }}>
      <JsonLd
        data={[companyOrganizationJsonLd(profile, canonical), companyBreadcrumbJsonLd(profile.name, canonical), ...(faq.length > 0 ? [faqPageJsonLd(faq)] : [])]}
      />
      <Stack direction={{ xxxs: 'column', sm: 'row' }} spacing={{ xxxs: 1, sm: 2 }} sx={{ mb: 1, alignItems: { xxxs: 'flex-start', sm: 'center' } }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          <TextValue value={profile.name} />
        </Typography>
        <CompanyStatusChip company={profile} />
        <Box sx={{ flexGrow: 1 }} />
        <FollowButton siren={siren} texts={followButtonTexts(profile.name)} />
        {profile.is_diffusible ? <AiHelperLink question={getT('site-pages')('aiHelper.companyQuestion', { name: profile.name, siren, url: absoluteUrl(canonical) })} /> : null}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('identity.siren')} {formatCompanyId(siren)}
        {profile.naf?.label ? ` · ${profile.naf.label}` : ''}
      </Typography>
      <CompanyOrderCta includedNote={getT('orders')('price-included')} label={t('documents.orderCta')} />
      {profile.status === 'closed' ? <ClosedBanner closureDate={profile.closure_date} /> : null}
      <TableOfContents />
      {/* One column that may shrink below its content's width: wide tables scroll in their region on a phone. */}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <IdentitySection profile={profile} />
        <ProvidedInformationSection siren={siren} claimHref={claimPath(siren)} texts={providedInformationTexts(profile.name)} />
        <KeyNumbersSection keyNumbers={data.key_numbers} />
        <ScoreSection score={data.pole_score} />
        <RepresentativesSection representatives={data.representatives} />
        <EstablishmentsSection siren={siren} establishments={data.establishments} open={profile.counts.open_establishments} />
        <FinancialSection data={data} />
        <BalanceSheetsSection siren={siren} balanceSheets={data.balance_sheets.data} availability={availability('balance-sheets')} />
        <ActsSection siren={siren} acts={data.acts} availability={availability('acts')} />
        <DocumentsSection siren={siren} documents={data.documents} choices={companyPageChoices(data, letters)} />
        <CompanyOrdersSection siren={siren} />
        <AnnouncementsSection siren={siren} announcements={data.commercial_advertisements} availability={availability('commercial-advertisements')} />
        <InsolvencySection proceedings={data.insolvency_proceedings} />
        <HistorySection siren={siren} />
        <BrandsSection siren={siren} brands={data.brands} availability={availability('brands')} />
        <PatentsSection siren={siren} patents={data.patents} availability={availability('patents')} />
        <AgreementsSection siren={siren} agreements={data.agreements} availability={availability('company-agreements')} />
        <EmployeesSection employees={data.employees} />
        <LettersSection siren={siren} templates={letters} availability={availability('letters')} />
        <SimilarCompaniesSection companies={data.similar_companies} />
        <SectorComparisonSection comparison={data.comparison} />
        <FaqSection items={faq} />
      </Box>
    </Container>
  );
}

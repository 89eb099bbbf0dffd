import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCompanyId } from '@registre/domain';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ComparatorPicker } from '@/components/comparator/comparator-picker';
import { ComparatorSearchResults } from '@/components/comparator/comparator-search-results';
import { ComparatorSelectionList } from '@/components/comparator/comparator-selection-list';
import { ComparisonGroups } from '@/components/comparator/comparison-groups';
import { VisibleBreadcrumbs } from '@/components/company-records/visible-breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { getT } from '@/i18n/get-t';
import { COMPARATOR_MAX, COMPARATOR_PATH, comparatorHref, readComparatorSelection, withSiren } from '@/lib/comparator/comparator-selection';
import { getComparedCompany, type ComparedCompany } from '@/lib/comparator/get-compared-company';
import type { RawSearchParams } from '@/lib/search/search-page-params';
import { pageSeoMetadata } from '@/lib/seo/page-seo-metadata';
import { breadcrumbListJsonLd, type Crumb } from '@/lib/seo/structured-data';
import { NOINDEX_FOLLOW_ROBOTS } from '@/lib/seo/seo-rules';

interface ComparatorProps {
  searchParams: Promise<RawSearchParams>;
}

/** The companies of a selection the API knows, and the SIRENs it does not. */
async function loadSelection(sirens: readonly string[]) {
  const read = await Promise.all(sirens.map(async (siren) => ({ siren, company: await getComparedCompany(siren) })));
  return {
    companies: read.flatMap(({ company }): ComparedCompany[] => (company ? [company] : [])),
    unknown: read.flatMap(({ siren, company }) => (company ? [] : [formatCompanyId(siren)])),
  };
}

/** "A", "A et B", "A, B et C": the French list, from the runtime's locale data. */
const namesList = (names: readonly string[]): string => new Intl.ListFormat('fr', { type: 'conjunction' }).format(names);

/**
 * One canonical URL, the bare page, indexed. A selection (`?siren=…`) is one of countless
 * combinations of the same data as the company pages: `noindex, follow`, canonical to the bare page.
 */
export async function generateMetadata({ searchParams }: ComparatorProps): Promise<Metadata> {
  const t = getT('comparator');
  const params = await searchParams;
  const selection = readComparatorSelection(params);
  const { companies } = await loadSelection(selection.sirens);
  const title = companies.length > 0 ? t('seo.titleWith', { names: namesList(companies.map((c) => c.profile.name)) }) : t('seo.title');
  const description = t('seo.description');
  const seo = pageSeoMetadata({ path: COMPARATOR_PATH, title: t('seo.title'), description });
  const selected = Object.keys(params).length > 0;
  return { title, description, ...seo, ...(selected ? { robots: NOINDEX_FOLLOW_ROBOTS } : {}) };
}

/** `/comparateur-entreprises?siren=…&siren=…`: two to four companies side by side, the selection in the URL. */
export default async function ComparatorPage({ searchParams }: ComparatorProps) {
  const selection = readComparatorSelection(await searchParams);
  // A number typed in the add form, or a suggestion picked: add it and show the shareable URL.
  if (selection.added !== null) redirect(comparatorHref(withSiren(selection.sirens, selection.added)));

  const t = getT('comparator');
  const { companies, unknown } = await loadSelection(selection.sirens);
  const sirens = companies.map((company) => company.profile.siren);
  const crumbs: Crumb[] = [
    { name: getT('breadcrumbs')('home'), path: '/' },
    { name: t('crumb'), path: COMPARATOR_PATH },
  ];
  const problems = [
    selection.invalid.length > 0 ? t('problems.invalid', { count: selection.invalid.length, values: selection.invalid.map((v) => `« ${v} »`).join(', ') }) : null,
    unknown.length > 0 ? t('problems.unknown', { count: unknown.length, values: unknown.join(', ') }) : null,
    selection.overflow.length > 0
      ? t(selection.overflow.length === 1 ? 'problems.tooManyOne' : 'problems.tooMany', { values: selection.overflow.map((siren) => formatCompanyId(siren)).join(', ') })
      : null,
  ].filter((problem): problem is string => problem !== null);

  return (
    <Container maxWidth="lg" sx={{ py: { xxxs: 3, md: 5 } }}>
      <JsonLd data={breadcrumbListJsonLd(crumbs)} />
      <VisibleBreadcrumbs crumbs={crumbs} />
      <Typography variant="h1" gutterBottom>
        {t('heading')}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>{t('intro')}</Typography>
      {problems.length > 0 ? (
        <Stack spacing={1} sx={{ mb: 3 }}>
          {problems.map((problem) => (
            <Alert key={problem} severity="warning">
              {problem}
            </Alert>
          ))}
        </Stack>
      ) : null}
      {companies.length > 0 ? <ComparatorSelectionList companies={companies} /> : null}
      {sirens.length < COMPARATOR_MAX ? (
        <>
          <ComparatorPicker sirens={sirens} defaultValue={selection.query} />
          {selection.query !== '' ? <ComparatorSearchResults query={selection.query} sirens={sirens} /> : null}
        </>
      ) : (
        <Typography sx={{ mb: 2 }}>{t('add.full')}</Typography>
      )}
      <Typography sx={{ my: 3 }}>{companies.length === 0 ? t('selection.empty') : companies.length === 1 ? t('selection.pickMore') : null}</Typography>
      {companies.length > 0 ? <ComparisonGroups companies={companies} /> : null}
    </Container>
  );
}

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { notFound } from 'next/navigation';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import { departmentIndexPath, COMPANY_INDEX, DIRECTOR_INDEX, sectorIndexPath } from '@/lib/indexes/index-paths';
import type { IndexView } from '@/lib/indexes/index-view';
import { loadListing } from '@/lib/indexes/load-listing';
import { getActivityOptions } from '@/lib/search/get-filter-options';
import { BreadcrumbTrail } from './breadcrumb-trail';
import { CompanyIndexListing } from './company-index-listing';
import { DirectorIndexListing } from './director-index-listing';
import { IndexLinkList } from './index-link-list';

async function Listing({ view, cursor }: { view: IndexView; cursor: string | undefined }) {
  const { listing } = view;
  if (!listing) return null;
  if (listing.kind === 'directors') {
    const page = await loadListing(listing.fetchPage, cursor);
    if (page === null) notFound();
    return <DirectorIndexListing path={view.path} page={page} />;
  }
  const [page, subclasses] = await Promise.all([loadListing(listing.fetchPage, cursor), getActivityOptions()]);
  if (page === null) notFound();
  return <CompanyIndexListing path={view.path} page={page} nafLabels={new Map(subclasses.map((option) => [option.code, option.label]))} />;
}

/** The other ways through the indexes: both axes of both indexes. */
function IndexAxes() {
  const t = getT('indexes');
  const axes = [
    { href: sectorIndexPath(COMPANY_INDEX), label: `${t('axes.companies')} — ${t('axes.bySector')}` },
    { href: departmentIndexPath(COMPANY_INDEX), label: `${t('axes.companies')} — ${t('axes.byDepartment')}` },
    { href: sectorIndexPath(DIRECTOR_INDEX), label: `${t('axes.directors')} — ${t('axes.bySector')}` },
    { href: departmentIndexPath(DIRECTOR_INDEX), label: `${t('axes.directors')} — ${t('axes.byDepartment')}` },
  ];
  return (
    <Box component="nav" aria-labelledby="autres-index" sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Typography id="autres-index" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        {t('axes.heading')}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, p: 0, m: 0, listStyle: 'none' }}>
        {axes.map((axis) => (
          <li key={axis.href}>
            <AppLink href={axis.href}>{axis.label}</AppLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** An index page: breadcrumbs, title, the codes one level down, the listing with its pager, the other indexes. */
export function IndexPage({ view, cursor }: { view: IndexView; cursor: string | undefined }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xxxs: 3, md: 5 } }}>
      <BreadcrumbTrail crumbs={view.crumbs} />
      <Typography variant="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {view.title}
      </Typography>
      <Typography sx={{ mb: 4, maxWidth: '70ch' }}>{view.description}</Typography>
      <Stack spacing={5}>
        {view.links ? <IndexLinkList {...view.links} links={view.links.items} /> : null}
        <Listing view={view} cursor={cursor} />
        <IndexAxes />
      </Stack>
    </Container>
  );
}

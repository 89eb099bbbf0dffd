import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { directorPagePath, DIRECTOR_PROFILE_MAX_COMPANIES } from '@registre/domain';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { DirectorIdentityList } from '@/components/directors/director-identity-list';
import { DirectorMandatesTable } from '@/components/directors/director-mandates-table';
import { DirectorReportSection } from '@/components/directors/director-report-section';
import { DirectorScoreSection } from '@/components/directors/director-score-section';
import { HomonymWarning } from '@/components/directors/homonym-warning';
import { BreadcrumbTrail } from '@/components/indexes/breadcrumb-trail';
import { TitledSection } from '@/components/search/titled-section';
import { JsonLd } from '@/components/seo/json-ld';
import { TextValue } from '@/components/ui/text-value';
import { getT } from '@/i18n/get-t';
import { directorIdFromParam } from '@/lib/directors/director-id-from-param';
import { directorPersonJsonLd } from '@/lib/directors/director-person-json-ld';
import { directorSeo } from '@/lib/directors/director-seo';
import { getDirectorPersonal, getDirectorPoleScore, getDirectorProfile } from '@/lib/directors/get-director';
import { decodedSegment } from '@/lib/url/decoded-segment';
import { pageSeoMetadata } from '@/lib/seo/page-seo-metadata';
import { NOINDEX_ROBOTS } from '@/lib/seo/seo-rules';
import { DIRECTOR_SEARCH_PATH } from '@/lib/search/search-paths';

interface DirectorPageProps {
  params: Promise<{ id: string; slug: string }>;
}

/**
 * Any person may be asked for: none is rendered at build time (the empty list), each on its first
 * visit, then served from the full-route cache (ISR) to every visitor, like the company page.
 */
export const dynamicParams = true;
export function generateStaticParams(): Array<{ id: string; slug: string }> {
  return [];
}

/** The id and the canonical path when the address is the canonical one, else null (the page redirects or answers 404). */
async function canonicalDirector(params: DirectorPageProps['params']) {
  const { id: idParam, slug } = await params;
  const id = directorIdFromParam(idParam);
  if (id === null) return null;
  const profile = await getDirectorProfile(id);
  if (profile === null) return null;
  const path = directorPagePath(profile.id, profile.slug);
  return { profile, path, isCanonical: path === `/dirigeants/${idParam}/${decodedSegment(slug)}` };
}

export async function generateMetadata({ params }: DirectorPageProps): Promise<Metadata> {
  // As on the company page: no notFound() from metadata, the page answers it.
  const found = await canonicalDirector(params);
  if (found === null || !found.isCanonical) return { title: getT('errors')('notFound.seoTitle') };
  const { profile, path } = found;
  const personal = profile.is_diffusible ? await getDirectorPersonal(profile.id) : null;
  const { title, description } = directorSeo(profile, personal);
  // A person whose data the register does not diffuse: no indexing, no canonical or sharing tags.
  if (!profile.is_diffusible) return { title, description, robots: NOINDEX_ROBOTS };
  return { title, description, ...pageSeoMetadata({ path, title, description }) };
}

/** `/dirigeants/{id}/{slug}`: a person, their mandates present and past, their aggregated score. */
export default async function DirectorPage({ params }: DirectorPageProps) {
  const found = await canonicalDirector(params);
  if (found === null) notFound();
  const { profile, path } = found;
  if (!found.isCanonical) permanentRedirect(path);

  const [personal, score] = await Promise.all([getDirectorPersonal(profile.id), getDirectorPoleScore(profile.id)]);
  const t = getT('director');
  const { current, past } = profile.mandates;
  const truncated = current.length + past.length >= DIRECTOR_PROFILE_MAX_COMPANIES;
  return (
    <Container maxWidth="lg" sx={{ py: { xxxs: 3, md: 6 } }}>
      <BreadcrumbTrail crumbs={[{ name: t('breadcrumb'), path: DIRECTOR_SEARCH_PATH }, { name: profile.name, path }]} />
      {profile.is_diffusible && profile.kind === 'natural' ? <JsonLd data={directorPersonJsonLd(profile, path)} /> : null}
      <Typography variant="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        <TextValue value={profile.name} />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(`kind.${profile.kind}`)} · {t('mandates.currentHeading')} : {t('mandates.currentCount', { count: profile.current_companies_count })}
      </Typography>
      {profile.homonyms_count > 0 ? <HomonymWarning count={profile.homonyms_count} name={profile.name} /> : null}
      <Stack spacing={4}>
        <Paper component="section" variant="outlined" aria-labelledby="identite" sx={{ p: { xxxs: 2, sm: 3 } }}>
          <Typography id="identite" variant="h2" sx={{ mb: 2 }}>
            {t('identity.heading')}
          </Typography>
          <DirectorIdentityList profile={profile} personal={personal} />
          {profile.is_diffusible ? null : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {t('identity.nonDiffusibleNote')}
            </Typography>
          )}
        </Paper>
        <TitledSection id="mandats-en-cours" heading={`${t('mandates.currentHeading')} (${profile.current_companies_count})`}>
          {current.length > 0 ? <DirectorMandatesTable caption={t('mandates.currentHeading')} entries={current} /> : <Typography>{t('mandates.noneCurrent')}</Typography>}
        </TitledSection>
        <TitledSection id="mandats-passes" heading={`${t('mandates.pastHeading')} (${profile.past_companies_count})`}>
          {past.length > 0 ? <DirectorMandatesTable caption={t('mandates.pastHeading')} entries={past} /> : <Typography>{t('mandates.nonePast')}</Typography>}
        </TitledSection>
        {truncated ? <Typography variant="body2">{t('mandates.truncated', { shown: DIRECTOR_PROFILE_MAX_COMPANIES })}</Typography> : null}
        {score ? <DirectorScoreSection score={score} /> : null}
        {profile.is_diffusible && current.length + past.length > 0 ? <DirectorReportSection directorId={profile.id} name={profile.name} companies={[...current, ...past]} /> : null}
      </Stack>
    </Container>
  );
}
